import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PurchaseQuestion } from '@vx/shared';
import { loggedInGuest, renderWithPlatform } from '../testing/renderWithPlatform';
import { PurchaseConfirmHost } from './PurchaseConfirmHost';
import { NO_QUESTIONS_KEY } from './purchaseQuestions';

function ask(question: Partial<PurchaseQuestion> = {}, options: Parameters<typeof renderWithPlatform>[1] = {}) {
  const view = renderWithPlatform(<PurchaseConfirmHost />, { guest: loggedInGuest({ balance: 200 }), ...options });
  let answer!: Promise<boolean>;
  act(() => {
    answer = view.services.purchaseQuestions.ask({ item: 'video', price: 49, resumed: false, ...question });
  });
  return { view, answer };
}

// The dialog is a lazy chunk: loaded once up front, every test finds it at once.
beforeAll(async () => {
  const { view } = ask();
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
  view.unmount();
});

beforeEach(() => window.sessionStorage.clear());

describe('the question before coins are spent', () => {
  it('names the item and price, tells the balance after, and buys on "Pay"', async () => {
    const { answer } = ask();
    const dialog = await screen.findByRole('dialog', { name: 'Buy this video for 49 VXC?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Your balance: 200 VXC. Balance after: 151 VXC.');
    // The focus is trapped in the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay 49 VXC' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(NO_QUESTIONS_KEY)).toBeNull();
  });

  it('says no on Escape and on Cancel', async () => {
    const first = ask();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await expect(first.answer).resolves.toBe(false);
    first.view.unmount();
    const second = ask({ item: 'album' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Buy this album for 49 VXC?' })).getByRole('button', { name: 'Cancel' }));
    await expect(second.answer).resolves.toBe(false);
  });

  it('asks no more in this session after "don\'t ask again"', async () => {
    const { view, answer } = ask({ item: 'post', price: 25 });
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this post for 25 VXC?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't ask again in this session" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay 25 VXC' }));
    await expect(answer).resolves.toBe(true);
    expect(window.sessionStorage.getItem(NO_QUESTIONS_KEY)).not.toBeNull();
    await expect(view.services.purchaseQuestions.ask({ item: 'tip', price: 10, resumed: false })).resolves.toBe(true);
  });

  it('after a top-up says so and shows the new balance as it arrives', async () => {
    const { view, answer } = ask({ item: 'ticket', price: 49, resumed: true }, { guest: loggedInGuest({ balance: 10 }) });
    const dialog = await screen.findByRole('dialog', { name: 'Buy a ticket for 49 VXC?' });
    expect(within(dialog).getByRole('status').textContent).toBe('Your coins have been added. Would you like to complete the purchase now?');
    expect(dialog.textContent).toContain('Your balance of 10 VXC is not enough.');
    expect(within(dialog).getByRole('button', { name: 'Top up coins' })).toBeTruthy();
    view.setGuest(loggedInGuest({ balance: 210 }));
    expect(dialog.textContent).toContain('Your balance: 210 VXC. Balance after: 161 VXC.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay 49 VXC' }));
    await expect(answer).resolves.toBe(true);
  });

  it.each([
    ['de', 'Dieses Video für 49 VXC kaufen?', '49 VXC bezahlen'],
    ['nl', 'Deze video kopen voor 49 VXC?', '49 VXC betalen'],
    ['es', '¿Comprar este vídeo por 49 VXC?', 'Pagar 49 VXC'],
  ] as const)('asks in %s', async (language, title, pay) => {
    ask({}, { language });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: pay })).toBeTruthy();
  });
});
