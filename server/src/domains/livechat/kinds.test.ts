import type { ActorRow } from '../actors/schema';
import { offerRefusal, pricePerMinute, requiredBalance } from './kinds';

const actor = (changes: Partial<ActorRow> = {}) =>
  ({
    id: 1,
    isOnline: true,
    ticketShowRunning: false,
    freeChat: false,
    voyeurAvailable: false,
    featureDildocontrol: false,
    featureAudio: false,
    onlineMobileVideocall: false,
    conversionChatAvailable: false,
    bannedCountryCodes: [],
    chatPriceVideo: 20,
    chatPriceVoyeur: 10,
    chatPriceSingle: 30,
    chatPriceSingleC2C: 40,
    ...changes,
  }) as ActorRow;
const guest = { country: null, hasTicket: false, conversionChat: false, freeChatSeconds: 60 };

describe('chat kinds: prices and offers', () => {
  it('prices each kind from its own column; free chat and ticket shows have no minute price', () => {
    const prices = { chatPriceVideo: 1, chatPriceVoyeur: 2, chatPriceSingle: 3, chatPriceSingleC2C: 4 };
    expect(['videoChat', 'toyControl', 'voyeur', 'singleChat', 'voicecall', 'mobileVideocall', 'freeChat', 'ticketShow'].map((kind) => pricePerMinute(kind as never, prices))).toEqual([1, 1, 2, 3, 3, 4, 0, 0]);
  });

  it('needs at least one whole coin (MIN_BALANCE_FOR_CHAT 0.5, rounded up) and the first minute', () => {
    expect(requiredBalance(0)).toBe(1);
    expect(requiredBalance(25)).toBe(25);
  });

  it('offers a kind only with its feature', () => {
    expect(offerRefusal('videoChat', actor(), guest)).toBeNull();
    expect(offerRefusal('voyeur', actor(), guest)?.error).toBe('kind_not_offered');
    expect(offerRefusal('voyeur', actor({ voyeurAvailable: true }), guest)).toBeNull();
    expect(offerRefusal('toyControl', actor({ featureDildocontrol: true }), guest)).toBeNull();
    expect(offerRefusal('mobileVideocall', actor({ onlineMobileVideocall: true }), guest)).toBeNull();
    expect(offerRefusal('freeChat', actor({ freeChat: true }), guest)).toBeNull();
    expect(offerRefusal('freeChat', actor({ conversionChatAvailable: true }), { ...guest, conversionChat: true })).toBeNull();
    expect(offerRefusal('freeChat', actor({ freeChat: true }), { ...guest, freeChatSeconds: 0 })).toEqual({ error: 'kind_not_offered', exitCode: 502 });
  });

  it('refuses a banned country first, and during a ticket show everyone but ticket holders in the show', () => {
    expect(offerRefusal('videoChat', actor({ bannedCountryCodes: ['DE'], ticketShowRunning: true }), { ...guest, country: 'de' })?.error).toBe('banned_country');
    const show = actor({ ticketShowRunning: true });
    expect(offerRefusal('ticketShow', show, guest)).toEqual({ error: 'ticket_required', exitCode: 908 });
    expect(offerRefusal('videoChat', show, guest)).toEqual({ error: 'ticket_required', exitCode: 908 });
    expect(offerRefusal('ticketShow', show, { ...guest, hasTicket: true })).toBeNull();
    expect(offerRefusal('videoChat', show, { ...guest, hasTicket: true })?.error).toBe('kind_not_offered');
  });
});
