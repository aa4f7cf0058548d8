import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { catalogueVersion } from './version';

/**
 * The catalogue's version as all server processes see it: this process's own change counter
 * (exact at once) joined with the database's counter of actor changes (catalogue_changes, bumped by a
 * trigger), read at most once per `pollMs` however many requests ask. A cache keyed by it stays
 * valid until an actor really changes anywhere, and sees another process's change within `pollMs`.
 */
export class CatalogueClock {
  private known: { version: string; at: number } | null = null;
  private reading: Promise<string> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly pollMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async version(): Promise<string> {
    const local = catalogueVersion();
    if (this.known && this.now() - this.known.at < this.pollMs) return `${local}:${this.known.version}`;
    return `${local}:${await this.read()}`;
  }

  private read(): Promise<string> {
    if (!this.reading) {
      const at = this.now();
      this.reading = this.db
        .execute(sql`SELECT version::text AS version FROM catalogue_changes`)
        .then((result) => {
          const version = (result as unknown as { rows: Array<{ version: string }> }).rows[0]?.version ?? '0';
          this.known = { version, at };
          return version;
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading;
  }
}
