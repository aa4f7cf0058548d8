import { ANONYMOUS_VOICECALL_SUCCESS } from '@vx/shared/constants';
import type { ChatStartError } from '@vx/shared/protocol';
import { resolveSession } from '../auth/sessions';
import type { AppDeps } from '../types';
import { startChat } from './start';

/**
 * startAnonymousVoicecallChat (spec 001 §7.4, §7.5: result 2000 starts a live chat; other codes
 * are errors). The guest calls the actor by voice without showing a name; the session is a
 * `voicecall` live-chat session billed at the actor's single-chat price, and the guest's sockets get
 * `voicecallStart` (and `voicecallStop` at its end). The codes besides 2000 are ours (docs/live-chat.md).
 */
export const VOICECALL_RESULT = {
  success: ANONYMOUS_VOICECALL_SUCCESS,
  actorOffline: 2001,
  notOffered: 2002,
  alreadyInProgress: 2003,
  insufficientBalance: 2004,
  guestOffline: 2005,
  bannedCountry: 2006,
  invalidToken: 2007,
  ticketShow: 2008,
  failed: 2009,
} as const;

const BY_ERROR: Record<ChatStartError, number> = {
  'Already in progress': VOICECALL_RESULT.alreadyInProgress,
  'Guest offline': VOICECALL_RESULT.guestOffline,
  Timeout: VOICECALL_RESULT.failed,
  'Wrong sequence number': VOICECALL_RESULT.failed,
  actor_offline: VOICECALL_RESULT.actorOffline,
  kind_not_offered: VOICECALL_RESULT.notOffered,
  insufficient_balance: VOICECALL_RESULT.insufficientBalance,
  ticket_required: VOICECALL_RESULT.ticketShow,
  banned_country: VOICECALL_RESULT.bannedCountry,
};

export interface VoicecallResult {
  result: number;
  chatId: string | null;
}

/**
 * The access token named in the call must be the caller's own login (the bearer that authenticated
 * the call): a token of another guest, or none valid, answers 2007.
 */
export async function startAnonymousVoicecall(
  deps: Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>,
  input: { guestId: number; accessToken: string; actorId: number; country: string | null; language: string },
): Promise<VoicecallResult> {
  const named = input.accessToken.length <= 200 ? await resolveSession(deps.database.db, input.accessToken) : null;
  if (!named || named.guestId !== input.guestId) return { result: VOICECALL_RESULT.invalidToken, chatId: null };
  const started = await startChat(deps, {
    guestId: input.guestId,
    actorId: input.actorId,
    kind: 'voicecall',
    sequence: 'next',
    country: input.country,
    language: input.language,
  });
  if (started.success) return { result: VOICECALL_RESULT.success, chatId: started.data.chatId };
  return { result: BY_ERROR[started.error], chatId: null };
}
