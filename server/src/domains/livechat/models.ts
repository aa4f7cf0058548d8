import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { VIDEO_KINDS } from './kinds';
import { liveChatSessions } from './schema';

/** Actors as the live-chat queries list them (conversionChatActors, modelsByIds), and the guest's video time. */

export interface ChatModel {
  id: number;
  name: string;
  profileLink: string;
  isOnline: boolean;
  freeChat: boolean;
  isActorAvailableForConversionChat: boolean;
  isOnlineMobileVideocall: boolean;
  isCurrentlyTicketShow: boolean;
  isVoyeurChatAvailable: boolean;
  avatarPicture: string;
  previewPicture: string;
  videoChatPrice: { value: number; currency: string };
}

const columns = {
  id: actors.id,
  name: actors.name,
  isOnline: actors.isOnline,
  freeChat: actors.freeChat,
  conversion: actors.conversionChatAvailable,
  mobile: actors.onlineMobileVideocall,
  ticketShow: actors.ticketShowRunning,
  voyeur: actors.voyeurAvailable,
  sedcardCount: actors.sedcardCount,
  price: actors.chatPriceVideo,
  currency: actors.priceCurrency,
  banned: actors.bannedCountryCodes,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toModel(row: Row, language: Language): ChatModel {
  return {
    id: row.id,
    name: row.name,
    profileLink: `/${language}/amateur/${row.name.toLowerCase()}/`,
    isOnline: row.isOnline,
    freeChat: row.freeChat,
    isActorAvailableForConversionChat: row.conversion,
    isOnlineMobileVideocall: row.mobile,
    isCurrentlyTicketShow: row.ticketShow,
    isVoyeurChatAvailable: row.voyeur,
    avatarPicture: actorImages(row.id).w320,
    previewPicture: actorImages(row.id, row.sedcardCount > 0 ? 'sedcard-1' : 'avatar').w640,
    videoChatPrice: { value: row.price, currency: row.currency },
  };
}

const shownIn = (country: string | null) => (row: Row) => country === null || !row.banned.includes(country.toUpperCase());

/** Online actors available for conversion chat, best ranked first; none banned in the viewer's country. */
export async function conversionChatActors(db: Executor, first: number, country: string | null, language: Language): Promise<ChatModel[]> {
  const rows = await db
    .select(columns)
    .from(actors)
    .where(and(eq(actors.isOnline, true), eq(actors.conversionChatAvailable, true)))
    .orderBy(desc(actors.onlineRanking), asc(actors.id))
    .limit(first);
  return rows.filter(shownIn(country)).map((row) => toModel(row, language));
}

/** The actors of the ids that exist (and are shown in the viewer's country), in the order asked. */
export async function modelsByIds(db: Executor, ids: number[], country: string | null, language: Language): Promise<ChatModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(actors).where(inArray(actors.id, ids));
  const byId = new Map(rows.filter(shownIn(country)).map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toModel(row, language)] : [];
  });
}

/** Seconds the guest has spent in video chats (every kind that shows video), the running one so far included. */
export async function guestChatVideoTime(db: Executor, guestId: number, now = new Date()): Promise<{ seconds: number; sessions: number }> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const served = sql`greatest(0, extract(epoch from (coalesce(${liveChatSessions.endedAt}, ${nowSql}) - ${liveChatSessions.startedAt})) - ${liveChatSessions.downtimeMs} / 1000.0)`;
  const [row] = await db
    .select({ seconds: sql<string>`coalesce(sum(floor(${served})), 0)`, sessions: sql<number>`count(*)::int` })
    .from(liveChatSessions)
    .where(and(eq(liveChatSessions.guestId, guestId), inArray(liveChatSessions.kind, [...VIDEO_KINDS])));
  return { seconds: Number(row?.seconds ?? 0), sessions: Number(row?.sessions ?? 0) };
}
