import type { AppDeps } from '../types';
import { LagRecorder } from './metrics';

/**
 * Delayed work of this process (the simulated actor's replies): tracked so that closing the server
 * cancels what has not run and waits for what runs, and nothing touches a closed database.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  /** Runs `task` after `ms`; nothing once stopped. */
  later(ms: number, task: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (this.stopped) return;
      const run = task()
        .catch(this.onError)
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, ms);
    timer.unref();
    this.pending.add(timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    await Promise.all([...this.running]);
  }
}

/** What the live chat keeps in memory per server (per database: a test process runs several servers). */
export interface LiveChatRuntime {
  timers: Timers;
  /** How late each minute was billed against its due time. */
  billingLag: LagRecorder;
}

const runtimes = new WeakMap<object, LiveChatRuntime>();

export function runtimeOf(deps: Pick<AppDeps, 'database'>): LiveChatRuntime {
  let runtime = runtimes.get(deps.database);
  if (!runtime) {
    runtime = { timers: new Timers(), billingLag: new LagRecorder() };
    runtimes.set(deps.database, runtime);
  }
  return runtime;
}

/** Replaces the runtime's timers after a stop, so a server restarted on the same database object works again. */
export function resetTimers(deps: Pick<AppDeps, 'database'>, onError: (error: unknown) => void): Timers {
  const runtime = runtimeOf(deps);
  runtime.timers = new Timers(onError);
  return runtime.timers;
}
