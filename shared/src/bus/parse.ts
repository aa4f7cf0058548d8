import { incomingEventSchema, type IncomingEvent } from '../protocol/socket';

/**
 * Turns a raw socket frame into a typed event, or null. Unknown or malformed events are
 * dropped with a log line; they never reach a subscriber.
 */
export function parseIncoming(raw: string, log: (message: string) => void = console.warn): IncomingEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    log('socket: dropped a frame that is not JSON');
    return null;
  }
  const result = incomingEventSchema.safeParse(json);
  if (!result.success) {
    const type = typeof json === 'object' && json && 'type' in json ? String((json as { type: unknown }).type) : '?';
    log(`socket: dropped malformed or unknown event '${type.slice(0, 60)}'`);
    return null;
  }
  return result.data;
}
