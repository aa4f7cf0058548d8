import WebSocket from 'ws';
import { E2E_PORT } from './ports';

/**
 * Pins actors for a guest as any of his tabs does (spec 001 §7.3 favouritePin on the socket at /ws):
 * one session, one pin each, and resolves once the server confirmed every pin with its favouriteEvent.
 */
export function pinActors(token: string, actorIds: number[]): Promise<void> {
  const socket = new WebSocket(`ws://localhost:${E2E_PORT}/ws`);
  const confirmed = new Set<number>();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${confirmed.size} of ${actorIds.length} pins confirmed`)), 15_000);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'requestSession', language: 'en', accessToken: token, guestId: null })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; actorId?: number; kind?: string; pinned?: boolean };
      if (message.type === 'sessionAcknowledge') {
        for (const actorId of actorIds) socket.send(JSON.stringify({ type: 'favouritePin', kind: 'actor', actorId, accessToken: token, guestId: null }));
      }
      if (message.type === 'favouriteEvent' && message.kind === 'actor' && message.pinned && message.actorId !== undefined) confirmed.add(message.actorId);
      if (confirmed.size === actorIds.length) {
        clearTimeout(timer);
        resolve();
      }
    });
  }).finally(() => socket.close());
}
