import { CHAT_SYSTEM_MESSAGE_CODES } from '@vx/shared';

/** The server's system messages carry a code (CHAT_SYSTEM_MESSAGE_CODES), said here in the guest's language. */
const CODES = new Set<string>(CHAT_SYSTEM_MESSAGE_CODES);

/** The translation key of a system message's code, or null for a text to show as it is. */
export function systemMessageKey(text: string): string | null {
  return CODES.has(text) ? `live.system.${text}` : null;
}
