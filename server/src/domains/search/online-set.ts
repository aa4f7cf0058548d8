/**
 * The ids of the online actors for one catalogue generation: read once from the database, then kept
 * right by this process's online flips as they are announced (actors/online-flips.ts), so a flip
 * costs the search no query at all.
 */
export class OnlineSet {
  private ids: Set<number> | null = null;
  private reading: Promise<Set<number>> | null = null;
  /** Flips announced while the read was under way: it may or may not have seen them, so they go on top. */
  private flipsDuringRead: Array<[number, boolean]> = [];

  constructor(private readonly read: () => Promise<number[]>) {}

  apply(actorId: number, online: boolean): void {
    if (this.reading) this.flipsDuringRead.push([actorId, online]);
    if (this.ids) setMember(this.ids, actorId, online);
  }

  /** The live set: it follows later flips, so a caller reads what it needs before it awaits anything else. */
  get(): Promise<ReadonlySet<number>> {
    if (this.ids) return Promise.resolve(this.ids);
    if (!this.reading) {
      this.flipsDuringRead = [];
      this.reading = this.read()
        .then((rows) => {
          const ids = new Set(rows);
          for (const [actorId, online] of this.flipsDuringRead) setMember(ids, actorId, online);
          this.ids = ids;
          return ids;
        })
        .finally(() => {
          this.reading = null;
          this.flipsDuringRead = [];
        });
    }
    return this.reading;
  }
}

function setMember(ids: Set<number>, actorId: number, online: boolean): void {
  if (online) ids.add(actorId);
  else ids.delete(actorId);
}
