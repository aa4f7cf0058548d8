import { onlineView, type OnlineCondition } from './online-view';

/**
 * The ids of the online actors for one catalogue generation: read once from the database, then kept
 * right by this process's online flips as they are announced (actors/online-flips.ts), so a flip
 * costs the search no query at all.
 */
export class OnlineSet {
  private ids: Set<number> | null = null;
  /** Views of lists with the online state applied, until the next flip: a list of 10,000 costs ~0.5 ms to filter. */
  private views = new WeakMap<Int32Array, Map<string, Int32Array>>();
  private reading: Promise<Set<number>> | null = null;
  /** Flips announced while the read was under way: it may or may not have seen them, so they go on top. */
  private flipsDuringRead: Array<[number, boolean]> = [];

  constructor(private readonly read: () => Promise<number[]>) {}

  apply(actorId: number, online: boolean): void {
    if (this.reading) this.flipsDuringRead.push([actorId, online]);
    if (this.ids) setMember(this.ids, actorId, online);
    this.views = new WeakMap();
  }

  /** A stored list with the online state of this moment applied (online-view.ts); once `get` has answered. */
  view(list: Int32Array, condition: OnlineCondition): Int32Array {
    if (!this.ids) throw new Error('the online set was not read yet');
    const key = `${condition.onlineOnly}:${condition.onlineFirst}`;
    let views = this.views.get(list);
    if (!views) this.views.set(list, (views = new Map()));
    let view = views.get(key);
    if (!view) views.set(key, (view = onlineView(list, this.ids, condition)));
    return view;
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
