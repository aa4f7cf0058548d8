/** Percentiles of the newest samples: how late the ticker billed minutes (ms after their due time). */
export interface LagSummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Keeps the newest `size` samples; older ones drop out, so a long-running server reports its recent lag. */
export class LagRecorder {
  private readonly samples: number[] = [];
  private next = 0;
  private total = 0;

  constructor(private readonly size = 4096) {}

  record(lagMs: number): void {
    const value = Math.max(0, Math.round(lagMs));
    if (this.samples.length < this.size) this.samples.push(value);
    else this.samples[this.next] = value;
    this.next = (this.next + 1) % this.size;
    this.total += 1;
  }

  summary(): LagSummary {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
    return { count: this.total, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  }
}
