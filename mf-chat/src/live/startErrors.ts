import { CHAT_START_ERRORS, type ChatStartError } from '@vx/shared';

/** A start that failed: one of the server's refusals (spec 001 §8 and ours), or no answer at all. */
export type StartFailure = ChatStartError | 'network';

const KEYS: Record<StartFailure, string> = {
  'Already in progress': 'alreadyInProgress',
  'Guest offline': 'guestOffline',
  Timeout: 'timeout',
  'Wrong sequence number': 'wrongSequence',
  actor_offline: 'actorOffline',
  kind_not_offered: 'kindNotOffered',
  insufficient_balance: 'insufficientBalance',
  ticket_required: 'ticketRequired',
  banned_country: 'bannedCountry',
  network: 'network',
};

/** The translation key of a start refusal; every refusal of the contract has its own message. */
export function startErrorKey(error: StartFailure): string {
  return `live.startError.${KEYS[error]}`;
}

export const START_FAILURES: readonly StartFailure[] = [...CHAT_START_ERRORS, 'network'];
