import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOUGHT_GIFTS_QUERY, GIFTS_QUERY } from '../../queries/gifts';
import { channelOf } from '../../testing/channels';
import { giftOf } from '../../testing/gifts';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { Composer } from './Composer';

const GIFTS = [giftOf(1, 10), giftOf(2, 50, { vip: true, categoryId: 2 })];

async function renderComposer(owned: { giftId: number; quantity: number }[], language: 'en' | 'de' = 'en') {
  const onSend = jest.fn();
  const view = renderWithPlatform(<Composer channel={channelOf(1)} onSend={onSend} />, { guest: { isLoggedIn: true, id: 7, balance: 1_000 }, language });
  (view.platform.vxql.request as jest.Mock).mockImplementation(async (query: string) =>
    query === GIFTS_QUERY ? { messengerGifts: GIFTS } : query === BOUGHT_GIFTS_QUERY ? { boughtMessengerGifts: owned } : new Promise(() => undefined),
  );
  // The first requests went to the default fake, which never answers: asked again with the answers above.
  await act(() => view.queryClient.resetQueries());
  await screen.findByRole('button', { name: language === 'de' ? 'Geschenke' : 'Gifts' });
  return Object.assign(view, { onSend });
}

const price = () => screen.getByTestId('messenger-price').textContent;
const openPicker = (name = 'Gifts') => fireEvent.click(screen.getByRole('button', { name }));

describe('Composer gifts', () => {
  it('shows the catalogue by category in the page language, VIP-only gifts marked', async () => {
    await renderComposer([], 'de');
    openPicker('Geschenke');
    expect(screen.getByRole('region', { name: 'Geschenkkategorie 1' })).toBeTruthy();
    const vipGroup = screen.getByRole('region', { name: 'Geschenkkategorie 2' });
    expect(within(vipGroup).getByRole('button', { name: 'Rose2-de hinzufügen' })).toBeTruthy();
    expect(within(vipGroup).getByTestId('messenger-gift-vip').textContent).toBe('Nur für VIP');
  });

  it('adds gifts using owned ones first and prices the rest', async () => {
    await renderComposer([{ giftId: 1, quantity: 1 }]);
    expect(price()).toBe('3 VXC per message');
    openPicker();
    const add = screen.getByRole('button', { name: 'Add Rose1' });
    expect(within(add).getByTestId('messenger-gift-owned').textContent).toBe('1 owned');
    fireEvent.click(add);
    expect(within(add).queryByTestId('messenger-gift-owned')).toBeNull();
    expect(price()).toBe('Gift message: 0 VXC');
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rose2' }));
    expect(price()).toBe('Gift message: 60 VXC');
    expect(screen.getByText('Rose1 × 2')).toBeTruthy();
  });

  it('gives the owned count back on removal, never above what is owned', async () => {
    await renderComposer([{ giftId: 1, quantity: 1 }]);
    openPicker();
    const add = screen.getByRole('button', { name: 'Add Rose1' });
    fireEvent.click(add);
    fireEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Remove one Rose1' });
    fireEvent.click(remove);
    expect(within(add).queryByTestId('messenger-gift-owned')).toBeNull();
    expect(price()).toBe('Gift message: 0 VXC');
    fireEvent.click(remove);
    expect(within(add).getByTestId('messenger-gift-owned').textContent).toBe('1 owned');
    expect(price()).toBe('3 VXC per message');
  });

  it('sends the text with the gifts and empties the message', async () => {
    const view = await renderComposer([]);
    openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Add Rose2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Rose2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: ' for you ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.onSend).toHaveBeenCalledWith({ text: 'for you', gifts: [{ giftId: 2, quantity: 2 }], toyControlId: null }));
    expect(screen.queryByTestId('messenger-selected-gift')).toBeNull();
  });

  it('refreshes the owned counts from the bought-gifts update', async () => {
    const view = await renderComposer([]);
    openPicker();
    const add = screen.getByRole('button', { name: 'Add Rose2' });
    fireEvent.click(add);
    expect(price()).toBe('Gift message: 50 VXC');
    act(() => view.bus.emit({ type: 'boughtGiftsUpdate', boughtGifts: { '2': 3 } }));
    await waitFor(() => expect(price()).toBe('Gift message: 0 VXC'));
    expect(within(add).getByTestId('messenger-gift-owned').textContent).toBe('2 owned');
  });
});
