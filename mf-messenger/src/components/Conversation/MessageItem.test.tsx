import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Language, MessengerMessage, MessengerMessageType } from '@vx/shared';
import { giftKeys } from '../../queries/gifts';
import { messageOf } from '../../testing/channels';
import { giftOf } from '../../testing/gifts';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MessageItem } from './MessageItem';

const GUEST = { isLoggedIn: true, id: 7 };
const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

function renderMessage(overrides: Partial<MessengerMessage>, language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  queryClient.setQueryData(giftKeys.catalogue(GUEST.id, language), [giftOf(1, 10), giftOf(2, 20)]);
  const view = renderWithPlatform(
    <ul>
      <MessageItem message={messageOf(1, 1, { text: HOSTILE, ...overrides })} />
    </ul>,
    { route: `/${language}/messenger/`, guest: GUEST, queryClient },
  );
  const item = screen.getByTestId('messenger-message');
  // Whatever the type, the text is a text node: no element came out of it.
  expect(item.querySelector('script, img[src="x"]')).toBeNull();
  return Object.assign(view, { item });
}

/** The type's own words (spec 000 §3) and the message's text, shown literally. */
const labelled: Array<[MessengerMessageType, string]> = [
  ['charge_success', 'Payment successful'],
  ['charge_failure', 'Payment failed'],
  ['chat_start', 'Chat started'],
  ['chat_end', 'Chat ended'],
  ['voyeur_info', 'Voyeur chat'],
  ['dildocontrol', 'Toy control'],
  ['dildocontrol_start', 'Toy control started'],
  ['dildocontrol_end', 'Toy control stopped'],
];

describe('MessageItem: every message type of spec 000 §3', () => {
  it('text: the text as text, on the sender’s side', () => {
    const { item } = renderMessage({ messageType: 'text', senderType: 'actor' });
    expect(item.textContent).toBe(HOSTILE);
    expect(item.dataset.sender).toBe('actor');
    expect(getComputedStyle(item).alignSelf).toBe('flex-start');
  });

  it('a guest’s text on his side; its price was shown before sending, not on the message', () => {
    const { item } = renderMessage({ messageType: 'text', senderType: 'guest', text: 'hi', price: 12 });
    expect(item.textContent).toBe('hi');
    expect(item.dataset.sender).toBe('guest');
    expect(getComputedStyle(item).alignSelf).toBe('flex-end');
  });

  it.each(['system', 'notification'] as const)('%s: centred, the text as text', (messageType) => {
    const { item } = renderMessage({ messageType, senderType: 'system' });
    expect(item.textContent).toBe(HOSTILE);
    expect(item.dataset.sender).toBe('system');
    expect(getComputedStyle(item).alignSelf).toBe('center');
  });

  it('a notification from the actor is centred too', () => {
    const { item } = renderMessage({ messageType: 'notification', senderType: 'actor', text: 'She is online' });
    expect(getComputedStyle(item).alignSelf).toBe('center');
  });

  it.each(labelled)('%s: its label, then the text as text', (messageType, label) => {
    const { item } = renderMessage({ messageType, senderType: 'system' });
    expect(item.querySelector('strong')?.textContent).toBe(label);
    expect(item.textContent).toContain(HOSTILE);
  });

  it.each(['gift', 'new_gift'] as const)('%s: each gift’s picture, name in the page language and quantity from the catalogue', (messageType) => {
    const { item } = renderMessage({ messageType, senderType: 'guest', text: '', gifts: [{ giftId: 1, quantity: 2 }, { giftId: 2, quantity: 1 }], price: 30 });
    const gifts = within(item).getAllByTestId('messenger-message-gift');
    expect(gifts.map((gift) => gift.textContent)).toEqual(['Rose1 × 2', 'Rose2 × 1']);
    expect(gifts[0].querySelector('img')?.getAttribute('src')).toBe('/gifts/1.png');
    expect(item.querySelector('strong')?.textContent).toBe(messageType === 'gift' ? 'Gift' : 'New gift');
    expect(item.textContent).toContain('Paid: 30 VXC');
  });

  it('a gift no longer in the catalogue still shows its quantity; names follow the language', () => {
    renderMessage({ messageType: 'gift', senderType: 'actor', text: '', gifts: [{ giftId: 1, quantity: 1 }, { giftId: 99, quantity: 3 }] }, 'de');
    expect(screen.getAllByTestId('messenger-message-gift').map((gift) => gift.textContent)).toEqual(['Rose1-de × 1', 'Geschenk × 3']);
  });

  it('a toy command shows what it cost', () => {
    const { item } = renderMessage({ messageType: 'dildocontrol', senderType: 'guest', text: '', price: 25 });
    expect(item.textContent).toBe('Toy controlPaid: 25 VXC');
  });

  it('the labels exist in every language', () => {
    for (const language of ['de', 'nl', 'es'] as const) {
      const { item, unmount } = renderMessage({ messageType: 'chat_end', senderType: 'system', text: '' }, language);
      expect(item.textContent).not.toMatch(/messenger\./);
      unmount();
    }
  });
});
