import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { paymentFeedback } from '../../session/paymentFeedback';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { FlowHost } from '../FlowHost';

const plans = {
  plans: [
    { flow: 'vipabo', kind: 'vip', firstPrice: 9.99, price: 9.99, currency: 'EUR', trialDays: null },
    { flow: 'trialvipabo', kind: 'vip', firstPrice: 1.99, price: 9.99, currency: 'EUR', trialDays: 7 },
    { flow: 'vxtvabo', kind: 'tv', firstPrice: 14.99, price: 14.99, currency: 'EUR', trialDays: null },
  ],
};

function rest(checkout: () => unknown = () => ({ paymentId: 'pay-9', checkoutUrl: '/demo-pay/checkout/pay-9' })) {
  return jest.fn(async (path: string) => {
    if (path === 'subscriptions/plans') return plans;
    if (path === 'subscriptions/checkout') return checkout();
    throw new Error(`unexpected ${path}`);
  });
}

function post(data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
  });
}

async function openCheckout(flow: string, title: string, confirm: string) {
  const restCall = rest();
  const view = renderWithPlatform(<FlowHost />, { route: `/en/?flow=${flow}`, guest: loggedInGuest(), restCall });
  const dialog = await screen.findByRole('dialog', { name: title });
  const button = await within(dialog).findByRole('button', { name: confirm });
  await act(async () => fireEvent.click(button));
  expect(restCall).toHaveBeenCalledWith('subscriptions/checkout', expect.objectContaining({ method: 'POST', payload: { flow } }));
  const frame = await screen.findByTitle('Payment provider checkout');
  expect(frame.getAttribute('src')).toBe('/demo-pay/checkout/pay-9');
  return { view, dialog };
}

describe('subscription flows', () => {
  it('shows the TV plan with its monthly price, then the provider checkout, then success', async () => {
    const restCall = rest();
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=vxtvabo', guest: loggedInGuest(), restCall });
    const plan = await screen.findByTestId('subscription-plan');
    expect(plan.textContent).toContain('14.99 € per month');
    expect(plan.textContent).toContain('premium TV livestream');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe now' })));
    await screen.findByTitle('Payment provider checkout');
    expect(paymentFeedback.isPending).toBe(true);
    post({ type: 'vxpay:success', paymentId: 'pay-9' });
    expect((await screen.findByTestId('subscription-success')).textContent).toContain('Your TV subscription is active.');
    expect(paymentFeedback.isPending).toBe(false);
  });

  it('names the trial: its days and price, then the monthly price', async () => {
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=trialvipabo', guest: loggedInGuest(), restCall: rest() });
    const plan = await screen.findByTestId('subscription-plan');
    expect(plan.textContent).toContain('7 days for 1.99 €, then 9.99 € per month');
    expect(screen.getByRole('button', { name: 'Start the trial' })).toBeTruthy();
  });

  it('tells its opener a started subscription when the dialog closes', async () => {
    const { view } = await openCheckout('vipabo', 'VIP membership', 'Subscribe now');
    const outcome = view.services.flowOutcomes.wait('vipabo');
    post({ type: 'vxpay:success', paymentId: 'pay-9' });
    await screen.findByTestId('subscription-success');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(outcome).resolves.toBe('completed');
  });

  it('goes back to the plan when the guest cancels at the provider', async () => {
    const { view } = await openCheckout('vipabo', 'VIP membership', 'Subscribe now');
    const outcome = view.services.flowOutcomes.wait('vipabo');
    post({ type: 'vxpay:cancel', paymentId: 'pay-9' });
    expect((await screen.findByRole('status')).textContent).toContain('The payment was cancelled.');
    expect(screen.queryByTitle('Payment provider checkout')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toBe('closed');
  });

  it('says so when the subscription runs already or the trial was used (409)', async () => {
    const restCall = rest(() => {
      throw new RestError(409);
    });
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=trialvipabo', guest: loggedInGuest(), restCall });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Start the trial' })));
    expect((await screen.findByRole('alert')).textContent).toContain('you have used the trial before');
  });

  it('shows a running subscription instead of selling it again', async () => {
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=vxtvabo', guest: loggedInGuest({ hasTvAbo: true, isPremium: true }), restCall: rest() });
    expect((await screen.findByTestId('subscription-success')).textContent).toContain('Your TV subscription is active.');
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).toBeNull();
  });

  it('asks a visitor to log in first and comes back to the plan', async () => {
    const holder: { setGuest?: (guest: ReturnType<typeof loggedInGuest>) => void } = {};
    const view = renderWithPlatform(<FlowHost />, {
      route: '/en/?flow=vxtvabo',
      restCall: rest(),
      session: { login: jest.fn(async () => holder.setGuest!(loggedInGuest())) },
    });
    holder.setGuest = view.setGuest;
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(new URLSearchParams(view.location.search).get('then')).toBe('vxtvabo');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await act(async () => fireEvent.click(within(login).getByRole('button', { name: 'Log in' })));
    await screen.findByRole('dialog', { name: 'TV subscription' });
    await waitFor(() => expect(screen.getByTestId('subscription-plan')).toBeTruthy());
  });
});
