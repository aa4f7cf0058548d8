import type { ChatExitSurveyReason } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { chatExitSurveys } from './schema';
import { ownSession } from './sessions';

/**
 * The chat-exit survey (survey/chatexit): why a guest left a session. Answered once per ended
 * session, by its guest, within a day of the end (spec 000 §4 Surveys: a late answer gives stored
 * false with timeLimit true).
 */

export const SURVEY_WINDOW_MS = 24 * 3_600_000;

export interface SurveyAnswer {
  chatId: string;
  /** Of CHAT_EXIT_SURVEY_REASONS (the contract's: clients show them as translated keys). */
  reasons: ChatExitSurveyReason[];
  text: string;
}

export type SurveyResult = { stored: boolean; timeLimit?: true } | { notFound: true } | { running: true };

export async function storeChatExitSurvey(db: Executor, guestId: number, answer: SurveyAnswer, now = new Date()): Promise<SurveyResult> {
  const session = await ownSession(db, guestId, answer.chatId);
  if (!session) return { notFound: true };
  if (session.state === 'running' || !session.endedAt) return { running: true };
  if (now.getTime() - session.endedAt.getTime() > SURVEY_WINDOW_MS) return { stored: false, timeLimit: true };
  const inserted = await db
    .insert(chatExitSurveys)
    .values({ chatId: session.id, guestId, reasons: [...new Set(answer.reasons)], text: answer.text })
    .onConflictDoNothing()
    .returning({ id: chatExitSurveys.id });
  // A second answer for the same session is not stored (the first one counts).
  return { stored: inserted.length > 0 };
}
