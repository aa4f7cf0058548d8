import { routeTableSchema, type RouteTable } from '@vx/shared/protocol';

export interface RouteTableCacheOptions {
  /** How long a read table is fresh. */
  ttlMs?: number;
  /** A remote that does not answer within this is treated as down. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock deciding freshness; tests move their own instead of sleeping. */
  now?: () => number;
  log?: { warn(obj: unknown, msg?: string): void };
}

interface Entry {
  /** The last table read successfully; null until one was. */
  value: RouteTable | null;
  /** When the last attempt finished (success or not); 0 before the first. */
  checkedAt: number;
  pending: Promise<void> | null;
}

/** routes.json of a remote is a few KB; anything much larger is not one. */
const MAX_BYTES = 512 * 1024;

/**
 * The route tables that remotes publish beside their manifests (routes.json), read over HTTP and
 * kept in memory. A stale table is served at once while a fresh one is fetched in the background,
 * so brand.json never waits for a slow remote except on the very first read. A remote that is down
 * keeps its last good table; one never read has an empty table (its routes are simply absent).
 */
export class RouteTableCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: RouteTableCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async get(url: string): Promise<RouteTable> {
    let entry = this.entries.get(url);
    if (!entry) {
      entry = { value: null, checkedAt: 0, pending: null };
      this.entries.set(url, entry);
    }
    if (!entry.pending && this.now() - entry.checkedAt >= this.ttlMs) {
      entry.pending = this.refresh(url, entry);
    }
    // Only the first read waits: afterwards the last known table is served while refreshing.
    if (entry.checkedAt === 0 && entry.pending) await entry.pending;
    return entry.value ?? {};
  }

  /** Resolves once the background refreshes under way have finished (a test's or a shutdown's wait). */
  async idle(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => entry.pending));
  }

  private async refresh(url: string, entry: Entry): Promise<void> {
    try {
      entry.value = await this.read(url);
    } catch (error) {
      this.options.log?.warn({ err: error, url }, 'remote route table unavailable; keeping the last one');
    } finally {
      entry.checkedAt = this.now();
      entry.pending = null;
    }
  }

  private async read(url: string): Promise<RouteTable> {
    const response = await this.fetchImpl(url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new Error('route table too large');
    return routeTableSchema.parse(JSON.parse(text));
  }
}
