import { ANONYMOUS_VOICECALL_SUCCESS } from '@vx/shared';

/**
 * Result codes of startAnonymousVoicecallChat (server/docs/live-chat.md): 2000 starts the call,
 * 2001–2009 refuse it. A code not listed gets the generic message with the code.
 */
export const VOICECALL_ERRORS: Readonly<Record<number, string>> = {
  2001: 'actorOffline',
  2002: 'notOffered',
  2003: 'alreadyInProgress',
  2004: 'insufficientBalance',
  2005: 'guestOffline',
  2006: 'bannedCountry',
  2007: 'invalidToken',
  2008: 'ticketShow',
  2009: 'failed',
};

/** A refused voicecall: the service's result code, or no answer at all. */
export type VoicecallFailure = number | 'network';

export const isVoicecallStarted = (result: number) => result === ANONYMOUS_VOICECALL_SUCCESS;

/** The translation key of a refusal; unknown codes share `unknown` (interpolate `code`). */
export function voicecallErrorKey(failure: VoicecallFailure): string {
  if (failure === 'network') return 'live.voicecallError.network';
  return `live.voicecallError.${VOICECALL_ERRORS[failure] ?? 'unknown'}`;
}
