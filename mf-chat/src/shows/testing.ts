import type { ChatShow } from '@vx/shared';

const HOUR = 3_600_000;

/** A cam show as GET camshows answers it; upcoming (starts in two hours) unless changed. */
export function chatShow(id: number, changes: Partial<ChatShow> = {}): ChatShow {
  const start = new Date(Date.now() + 2 * HOUR).toISOString();
  const avatar = { w320: `/a/${id}-320.jpg`, w640: `/a/${id}-640.jpg`, w1280: `/a/${id}-1280.jpg` };
  return {
    id,
    name: `Show ${id}`,
    actorId: 10 + id,
    actorName: `Mia${id}`,
    actorLink: `/en/amateur/mia${id}/`,
    price: { value: 50, currency: 'VXC', symbol: 'VXC' },
    title: `Show ${id}`,
    description: { value: 'Dance & tease, <b>live</b>.', language: 'en' },
    postBuyInfo: { value: '', language: 'en' },
    sedcards: [],
    avatar,
    imageUrl: avatar.w640,
    start,
    end: new Date(Date.parse(start) + HOUR).toISOString(),
    isBought: false,
    isFree: false,
    canBuy: true,
    hasStarted: false,
    bonusCode: null,
    actorOnline: false,
    isFeatured: false,
    isAutoFeatured: false,
    isInternal: false,
    ...changes,
  };
}

type Answer = Record<string, unknown>;

/**
 * A fake of the show calls with the server's behaviour: buying marks the show bought and names a
 * ticket, removing refunds the price before the start. `buyAnswer` replaces the buy's answer.
 */
export function showServer(shows: ChatShow[], options: { buyAnswer?: () => Promise<Answer> } = {}) {
  let list = shows;
  let nextTicket = 900;
  return jest.fn(async (path: string, call: { method?: string; payload?: Record<string, unknown> } = {}) => {
    if (path === 'camshows') {
      const actorId = call.payload?.modelId;
      return { shows: list.filter((show) => actorId === undefined || show.actorId === actorId), total: list.length };
    }
    const ticket = /^camshows\/(\d+)\/ticket$/.exec(path);
    if (ticket) {
      const id = Number(ticket[1]);
      const show = list.find((s) => s.id === id)!;
      const mark = (isBought: boolean) => (list = list.map((s) => (s.id === id ? { ...s, isBought, canBuy: !isBought, postBuyInfo: { value: isBought ? 'Join from the live-show tab.' : '', language: 'en' } } : s)));
      if (call.method === 'POST') {
        nextTicket += 1;
        const answer = options.buyAnswer ? await options.buyAnswer() : { success: true, errorCode: null, ticketId: nextTicket };
        if (answer.success) mark(true);
        return answer;
      }
      if (call.method === 'DELETE') {
        mark(false);
        return { success: true, errorCode: null, refunded: Date.parse(show.start) > Date.now() ? show.price.value : 0 };
      }
    }
    throw new Error(`unexpected ${path}`);
  });
}
