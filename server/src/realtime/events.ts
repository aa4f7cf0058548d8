import { textFrame } from './frame';

/** Events the realtime layer sends itself, serialized and framed once. */
export const SESSION_EXPIRED_EVENT = textFrame(Buffer.from(JSON.stringify({ type: 'sessionExpired' })));
