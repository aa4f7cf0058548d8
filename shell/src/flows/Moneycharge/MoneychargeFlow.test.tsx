import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paymentFeedback } from '../../session/paymentFeedback';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { FlowHost } from '../FlowHost';

const packages = {
  packages: [
    { id: 'p10', priceCents: 1000, currency: 'EUR', coins: 40 },
    { id: 'p25', priceCents: 2500, currency: 'EUR', coins: 100 },
  ],
};

function rest() {
  return jest.fn(async (path: string) => {
    if (path === 'vxpay/packages') return packages;
    if (path === 'vxpay/moneycharge') return { paymentId: 'pay-1', checkoutUrl: '/demo-pay/checkout/pay-1' };
    throw new Error(`unexpected ${path}`);
  });
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function openCheckout() {
  const restCall = rest();
  const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=moneycharge', guest: loggedInGuest(), restCall });
  const dialog = await screen.findByRole('dialog', { name: 'Top up coins' });
  const option = await within(dialog).findByRole('button', { name: /40 coins/ });
  expect(option.textContent).toContain('10.00 €');
  await act(async () => fireEvent.click(option));
  expect(restCall).toHaveBeenCalledWith('vxpay/moneycharge', expect.objectContaining({ method: 'POST', payload: { packageId: 'p10' } }));
  const frame = await screen.findByTitle('Payment provider checkout');
  expect(frame.getAttribute('src')).toBe('/demo-pay/checkout/pay-1');
  return { view, dialog };
}

describe('moneycharge flow', () => {
  it('lists the packages with price and coins, then shows the provider page while waiting', async () => {
    await openCheckout();
    expect(paymentFeedback.isPending).toBe(true);
  });

  it('ignores payment messages of foreign origins', async () => {
    const { view } = await openCheckout();
    post({ type: 'vxpay:success', paymentId: 'pay-1' }, 'https://evil.example');
    expect(screen.queryByTestId('moneycharge-success')).toBeNull();
    expect(screen.getByTitle('Payment provider checkout')).toBeTruthy();
    expect(view.session.refreshBalance).not.toHaveBeenCalled();
  });

  it('shows success on the provider message and refreshes the balance as a fallback', async () => {
    const { view } = await openCheckout();
    post({ type: 'vxpay:success', paymentId: 'pay-1' });
    expect(await screen.findByTestId('moneycharge-success')).toBeTruthy();
    expect(view.session.refreshBalance).toHaveBeenCalled();
    expect(paymentFeedback.isPending).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the top-up bonus the payment brought', async () => {
    await openCheckout();
    post({ type: 'vxpay:success', paymentId: 'pay-1', bonusCoins: 10 });
    const success = await screen.findByTestId('moneycharge-success');
    expect(within(success).getByTestId('moneycharge-bonus').textContent).toBe('Your top-up bonus: 10 coins extra have been added.');
  });

  it('shows no bonus line for a top-up without a bonus', async () => {
    await openCheckout();
    post({ type: 'vxpay:success', paymentId: 'pay-1', bonusCoins: 0 });
    await screen.findByTestId('moneycharge-success');
    expect(screen.queryByTestId('moneycharge-bonus')).toBeNull();
  });

  it('tells its opener a paid top-up when the dialog closes (a purchase waiting for coins goes on)', async () => {
    const { view } = await openCheckout();
    const outcome = view.services.flowOutcomes.wait('moneycharge');
    post({ type: 'vxpay:success', paymentId: 'pay-1' });
    await screen.findByTestId('moneycharge-success');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(outcome).resolves.toBe('completed');
  });

  it('tells its opener "closed" when the guest cancels at the provider and closes the dialog', async () => {
    const { view } = await openCheckout();
    const outcome = view.services.flowOutcomes.wait('moneycharge');
    post({ type: 'vxpay:cancel', paymentId: 'pay-1' });
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toBe('closed');
    // The next flow starts afresh.
    const next = view.services.flowOutcomes.wait('moneycharge');
    view.services.flowOutcomes.ended();
    await expect(next).resolves.toBe('closed');
  });

  it('goes back to the packages when the guest cancels at the provider', async () => {
    await openCheckout();
    post({ type: 'vxpay:cancel', paymentId: 'pay-1' });
    expect((await screen.findByRole('status')).textContent).toContain('The payment was cancelled.');
    expect(screen.queryByTitle('Payment provider checkout')).toBeNull();
    expect(paymentFeedback.isPending).toBe(false);
  });

  it('says when the packages cannot be loaded and loads them again on retry', async () => {
    let down = true;
    const restCall = jest.fn(async (path: string) => {
      if (path === 'vxpay/packages' && !down) return packages;
      throw new Error(`unavailable ${path}`);
    });
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=moneycharge', guest: loggedInGuest(), restCall });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The packages could not be loaded.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /40 coins/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('comes back to the packages after the login it asked for', async () => {
    const holder: { setGuest?: (guest: ReturnType<typeof loggedInGuest>) => void } = {};
    const view = renderWithPlatform(<FlowHost />, {
      route: '/en/?flow=moneycharge',
      restCall: rest(),
      session: { login: jest.fn(async () => holder.setGuest!(loggedInGuest())) },
    });
    holder.setGuest = view.setGuest;
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await act(async () => fireEvent.click(within(login).getByRole('button', { name: 'Log in' })));
    const dialog = await screen.findByRole('dialog', { name: 'Top up coins' });
    expect(await within(dialog).findByRole('button', { name: /100 coins/ })).toBeTruthy();
    expect(new URLSearchParams(view.location.search).get('then')).toBeNull();
  });
});
