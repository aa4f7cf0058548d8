import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { incomingEventSchema, type IncomingEvent } from '@vx/shared/protocol';
import { SESSION_EXPIRED_EVENT as SESSION_EXPIRED } from './events';
import { textFrame, type OutgoingFrame } from './frame';
import { InProcessPubSub, type PubSub } from './pubsub';

/** One connected socket as the hub sees it. */
export interface HubClient {
  readonly guestId: number | null;
  readonly tokenHash: string | null;
  /** Sends an event already serialized and framed (shared by every receiving socket). */
  sendFrame(out: OutgoingFrame): void;
  /** The session was revoked: forget the login (the hub has sent `sessionExpired`). */
  dropSession(): void;
}

/**
 * Delivers socket events (spec 001 §7.3) to the sockets of one guest, to everybody, or tells the
 * sockets of a revoked token that their session expired. Every call goes through pub/sub, so with
 * Redis an event published on one node reaches sockets on all nodes.
 */
export interface Hub {
  toGuest(guestId: number, event: IncomingEvent): void;
  broadcast(event: IncomingEvent): void;
  /** Sends `sessionExpired` to every socket logged in with this token (by its SHA-256) and logs them out. */
  expireSession(tokenHash: string): void;
  /** Socket bookkeeping, used by the /ws route. */
  attach(client: HubClient): void;
  detach(client: HubClient): void;
  /** Re-indexes a client whose login changed; call after changing its guestId/tokenHash. */
  reindex(client: HubClient, previous: { guestId: number | null; tokenHash: string | null }): void;
  /** Sockets connected to this node. */
  readonly localSize: number;
  /** Whether the guest has a logged-in socket on this node. */
  isLocal(guestId: number): boolean;
  /**
   * Whether the guest has a logged-in socket on any node: this one, else the other nodes are asked
   * over pub/sub and the first yes answers (no answer within `PROBE_TIMEOUT_MS` is a no).
   */
  isConnected(guestId: number): Promise<boolean>;
  close(): Promise<void>;
}

export const HUB_CHANNEL = 'vx:hub';
/** How long `isConnected` waits for another node to say it holds the guest's socket. */
export const PROBE_TIMEOUT_MS = 250;


function addTo<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(client);
}

function removeFrom<K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}

/**
 * The wire format between nodes is `<kind>|<key>|<json>`: the event is serialized once on the
 * publishing node and each receiving node turns it into one WebSocket frame that every socket
 * shares, so a broadcast to 10,000 sockets costs one JSON.stringify, one Buffer and 10,000 writes.
 */
export async function createHub(pubsub: PubSub, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<Hub> {
  const all = new Set<HubClient>();
  const byGuest = new Map<number, Set<HubClient>>();
  const byToken = new Map<string, Set<HubClient>>();
  // One process delivers every event itself: nobody else could answer a presence probe.
  const alone = pubsub instanceof InProcessPubSub;
  const probes = new Map<string, (present: boolean) => void>();

  function deliver(targets: Iterable<HubClient>, json: string): void {
    // Serialized, encoded and framed once; every socket gets the same bytes.
    const out = textFrame(Buffer.from(json));
    for (const client of targets) client.sendFrame(out);
  }

  function onMessage(message: string): void {
    const kind = message[0];
    if (kind === 'b') {
      deliver(all, message.slice(2));
      return;
    }
    const bar = message.indexOf('|', 2);
    if (bar < 0) return;
    const key = message.slice(2, bar);
    if (kind === 'g') {
      const set = byGuest.get(Number(key));
      if (set) deliver(set, message.slice(bar + 1));
    } else if (kind === 'p') {
      // A presence probe `p|<nonce>|<guestId>`: answer `a|<nonce>|` when the guest's socket is here.
      if (byGuest.has(Number(message.slice(bar + 1)))) publish(`a|${key}|`);
    } else if (kind === 'a') {
      probes.get(key)?.(true);
    } else if (kind === 'x') {
      const set = byToken.get(key);
      if (!set) return;
      for (const client of [...set]) {
        client.sendFrame(SESSION_EXPIRED);
        const previous = { guestId: client.guestId, tokenHash: client.tokenHash };
        client.dropSession();
        hub.reindex(client, previous);
      }
    }
  }

  function serialize(event: IncomingEvent): string | null {
    // Validated against the shared protocol: what the server sends is what the client parses.
    const parsed = incomingEventSchema.safeParse(event);
    if (!parsed.success) {
      log.error({ type: (event as { type?: unknown }).type, issues: parsed.error.issues }, 'refusing to send an invalid socket event');
      return null;
    }
    return JSON.stringify(parsed.data);
  }

  function publish(message: string): void {
    pubsub.publish(HUB_CHANNEL, message).catch((error: unknown) => log.error({ err: error }, 'hub publish failed'));
  }

  const unsubscribe = await pubsub.subscribe(HUB_CHANNEL, onMessage);

  const hub: Hub = {
    toGuest(guestId, event) {
      const json = serialize(event);
      if (json !== null) publish(`g|${guestId}|${json}`);
    },
    broadcast(event) {
      const json = serialize(event);
      if (json !== null) publish(`b|${json}`);
    },
    expireSession(tokenHash) {
      if (!/^[0-9a-f]{64}$/.test(tokenHash)) return;
      publish(`x|${tokenHash}|`);
    },
    attach(client) {
      all.add(client);
      if (client.guestId !== null) addTo(byGuest, client.guestId, client);
      if (client.tokenHash !== null) addTo(byToken, client.tokenHash, client);
    },
    detach(client) {
      all.delete(client);
      if (client.guestId !== null) removeFrom(byGuest, client.guestId, client);
      if (client.tokenHash !== null) removeFrom(byToken, client.tokenHash, client);
    },
    reindex(client, previous) {
      if (!all.has(client)) return;
      if (previous.guestId !== null) removeFrom(byGuest, previous.guestId, client);
      if (previous.tokenHash !== null) removeFrom(byToken, previous.tokenHash, client);
      if (client.guestId !== null) addTo(byGuest, client.guestId, client);
      if (client.tokenHash !== null) addTo(byToken, client.tokenHash, client);
    },
    get localSize() {
      return all.size;
    },
    isLocal(guestId) {
      return byGuest.has(guestId);
    },
    isConnected(guestId) {
      if (byGuest.has(guestId)) return Promise.resolve(true);
      if (alone) return Promise.resolve(false);
      // Unique among all nodes: random per probe, never reused.
      const nonce = randomBytes(8).toString('hex');
      return new Promise<boolean>((resolve) => {
        const settle = (present: boolean) => {
          clearTimeout(timer);
          probes.delete(nonce);
          resolve(present);
        };
        const timer = setTimeout(() => settle(false), PROBE_TIMEOUT_MS);
        probes.set(nonce, settle);
        publish(`p|${nonce}|${guestId}`);
      });
    },
    async close() {
      for (const settle of [...probes.values()]) settle(false);
      await unsubscribe();
      all.clear();
      byGuest.clear();
      byToken.clear();
    },
  };
  return hub;
}
