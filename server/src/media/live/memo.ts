import { verifyLiveGrant, type LiveGrant } from './grant';

/**
 * The small caches that keep a playlist request cheap (1,000 viewers of one stream reload it every
 * second each): a grant's signature is checked once until it expires, the actor's online state is
 * read from the database at most once a second (and forgotten at once on this process's own flips),
 * and one playlist text is rendered once per segment for everyone who asks for the same one. None of
 * them changes an answer: what they keep is a pure function of what they are keyed by, or (the
 * online state) at most ONLINE_MAX_AGE_MS old.
 */

/** Drops the oldest entry (a Map iterates in insertion order) once a map holds more than `max`. */
function bound<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}

export const GRANT_MEMO_SIZE = 10_000;

/**
 * verifyLiveGrant with its HMAC remembered: a token that verified once is taken again without it,
 * but only for the actor it names and only until its expiry (both are in the token, and the token
 * is the key, so a hit is what a full check would answer). Refusals are not remembered.
 */
export class GrantMemo {
  private readonly valid = new Map<string, { actorId: number; grant: LiveGrant }>();

  constructor(
    private readonly secret: string,
    private readonly max = GRANT_MEMO_SIZE,
  ) {}

  verify(token: string | undefined, actorId: number, nowMs: number): LiveGrant | null {
    if (!token) return null;
    const known = this.valid.get(token);
    if (known) {
      if (known.grant.expiresAt * 1000 <= nowMs) {
        this.valid.delete(token);
        return null;
      }
      return known.actorId === actorId ? known.grant : null;
    }
    const grant = verifyLiveGrant(this.secret, token, actorId, nowMs);
    if (grant) {
      this.valid.set(token, { actorId, grant });
      bound(this.valid, this.max);
    }
    return grant;
  }

  get size(): number {
    return this.valid.size;
  }
}

/** How old an actor's remembered online state may be when a flip of another process could have changed it. */
export const ONLINE_MAX_AGE_MS = 1_000;
export const ONLINE_MEMO_SIZE = 20_000;

/** The actor's online state, or null when there is no such actor. */
export type OnlineState = boolean | null;

/**
 * Each actor's online state as last read from the database, for at most ONLINE_MAX_AGE_MS (timed
 * from when the read began). This process's own flips (actors/online-flips.ts) forget the actor's
 * entry at once, and a read that was under way when one came is not kept, so a flip made here is
 * seen by the next request; one made by another process within the bound. Concurrent requests for
 * an actor whose entry is missing or old share one read.
 */
export class OnlineMemo {
  private readonly entries = new Map<number, { state: OnlineState; readAtMs: number }>();
  private readonly reads = new Map<number, Promise<OnlineState>>();
  /** Bumped by every flip: a read begun before it is answered but not kept. */
  private readonly flips = new Map<number, number>();

  constructor(
    private readonly read: (actorId: number) => Promise<OnlineState>,
    private readonly now: () => number,
    private readonly maxAgeMs = ONLINE_MAX_AGE_MS,
    private readonly max = ONLINE_MEMO_SIZE,
  ) {}

  get(actorId: number): Promise<OnlineState> {
    const entry = this.entries.get(actorId);
    const age = entry ? this.now() - entry.readAtMs : Number.NaN;
    // A clock set back makes the entry old too (the age is negative), rather than young for long.
    if (entry && age >= 0 && age < this.maxAgeMs) return Promise.resolve(entry.state);
    let reading = this.reads.get(actorId);
    if (!reading) {
      const readAtMs = this.now();
      const flipsBefore = this.flips.get(actorId) ?? 0;
      reading = this.read(actorId)
        .then((state) => {
          if ((this.flips.get(actorId) ?? 0) === flipsBefore) {
            this.entries.delete(actorId);
            this.entries.set(actorId, { state, readAtMs });
            bound(this.entries, this.max);
          }
          return state;
        })
        .finally(() => {
          if (this.reads.get(actorId) === reading) this.reads.delete(actorId);
        });
      this.reads.set(actorId, reading);
    }
    return reading;
  }

  /** A flip of this actor was committed: forget what was read, and what is being read. */
  flipped(actorId: number): void {
    this.entries.delete(actorId);
    this.reads.delete(actorId);
    this.flips.set(actorId, (this.flips.get(actorId) ?? 0) + 1);
    bound(this.flips, this.max);
  }
}

export const PLAYLIST_MEMO_SIZE = 4_096;

/**
 * Rendered media playlists. The text is a pure function of the rendition (its segments), the clip,
 * the actor's phase and the window (media and discontinuity sequence): those are the key, so an
 * entry is right for as long as it is asked for, and a new second asks for a new media sequence.
 * One entry per actor, rendition and discontinuity sequence, replaced as the window slides.
 */
export class PlaylistMemo {
  private readonly texts = new Map<string, { source: object; mediaSequence: number; text: string }>();

  constructor(private readonly max = PLAYLIST_MEMO_SIZE) {}

  /**
   * The text for `key` (everything but the media sequence and the source object) at
   * `mediaSequence`, rendered by `render` unless the same was rendered from the same source.
   */
  text(key: string, source: object, mediaSequence: number, render: () => string): string {
    const known = this.texts.get(key);
    if (known && known.source === source && known.mediaSequence === mediaSequence) return known.text;
    const text = render();
    this.texts.delete(key);
    this.texts.set(key, { source, mediaSequence, text });
    bound(this.texts, this.max);
    return text;
  }

  get size(): number {
    return this.texts.size;
  }
}
