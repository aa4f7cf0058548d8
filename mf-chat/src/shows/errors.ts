import { TICKET_ERROR_CODES } from '@vx/shared';

const KNOWN = new Set<string>([...TICKET_ERROR_CODES, 'too_many_attempts', 'network']);

/** The translation key of a ticket refusal; codes this client does not know read as a general failure. */
export function ticketErrorKey(errorCode: string): string {
  return `shows.error.${KNOWN.has(errorCode) ? errorCode : 'unknown'}`;
}
