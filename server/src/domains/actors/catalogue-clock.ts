import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { onOnlineFlip } from './online-flips';

/** Past this many own flips not yet matched by a read of the counter, the clock stops counting and moves. */
const MAX_UNREAD_FLIPS = 10_000;

/**
 * The catalogue's generation as all server processes see it: a number that moves when an actor
 * changed in any way other than this process's own online flips (those the actor search applies at
 * once, told by online-flips.ts). It follows the database's counter of actor changes
 * (catalogue_changes, bumped by a trigger once per statement), read at most once per `pollMs`
 * however many requests ask: a move of the counter made only of this process's flips leaves the
 * generation as it is; any other move (another process, a manual fix in SQL) starts a new one
 * within `pollMs`.
 */
export class CatalogueClock {
  /** The counter's value the current generation accounts for; null before the first read. */
  private counted: number | null = null;
  private current = 0;
  private readAt = -Infinity;
  private reading: Promise<number> | null = null;
  /** Counter values made by this process's flips, not yet passed by a read. */
  private readonly ownFlips = new Set<number>();

  constructor(
    private readonly db: Executor,
    private readonly pollMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {
    onOnlineFlip(db, (flip) => {
      if (this.ownFlips.size < MAX_UNREAD_FLIPS) this.ownFlips.add(flip.version);
      // Too many to keep: let the next read move the generation instead of matching them.
      else this.counted = null;
    });
  }

  async generation(): Promise<number> {
    if (this.now() - this.readAt < this.pollMs) return this.current;
    return this.read();
  }

  private read(): Promise<number> {
    if (!this.reading) {
      const at = this.now();
      this.reading = this.db
        .execute(sql`SELECT version FROM catalogue_changes`)
        .then((result) => {
          const rows = (result as unknown as { rows: Array<{ version: string | number }> }).rows;
          this.advance(Number(rows[0]?.version ?? 0));
          this.readAt = at;
          return this.current;
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading;
  }

  /** Moves the generation unless every step of the counter since the last read was an own flip. */
  private advance(counter: number): void {
    let ownOnly = this.counted !== null && counter >= this.counted;
    for (let step = (this.counted ?? counter) + 1; ownOnly && step <= counter; step += 1) ownOnly = this.ownFlips.has(step);
    if (!ownOnly) this.current += 1;
    this.counted = counter;
    for (const step of this.ownFlips) if (step <= counter) this.ownFlips.delete(step);
  }
}
