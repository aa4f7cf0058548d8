import { act, fireEvent, screen } from '@testing-library/react';
import { paymentFeedback } from '../../session/paymentFeedback';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { FlowHost } from '../FlowHost';
import { isWorkingFlow } from '../flowNames';
import { requestAvsCheckout } from './avsPayRequest';

jest.mock('./avsPayRequest', () => ({ ...jest.requireActual('./avsPayRequest'), requestAvsCheckout: jest.fn() }));
const payRequest = requestAvsCheckout as jest.Mock;

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

async function openCheckout() {
  payRequest.mockResolvedValue('/demo-avs/checkout/c1');
  const view = renderWithPlatform(<FlowHost />, { route: '/en/videos/?flow=avs', guest: loggedInGuest() });
  await screen.findByRole('dialog', { name: 'Age verification' });
  const frame = await screen.findByTitle('Age verification checkout');
  expect(frame.getAttribute('src')).toBe('/demo-avs/checkout/c1');
  expect(payRequest).toHaveBeenCalledWith(view.platform.guestService, '/en/videos/');
  return view;
}

describe('avs flow', () => {
  beforeEach(() => payRequest.mockReset());

  it('is a working flow: the status bars offer it', () => {
    expect(isWorkingFlow('avs')).toBe(true);
  });

  it('opens the provider checkout of the pay request, then follows the socket: pending, then accepted', async () => {
    const view = await openCheckout();
    expect(paymentFeedback.isPending).toBe(true);
    view.setGuest({ ...view.platform.guest, avsStatus: 'pending' });
    expect(screen.getByTestId('avs-pending')).toBeTruthy();
    view.setGuest({ ...view.platform.guest, avsStatus: 'accepted', hasAvs: true });
    expect(screen.getByText('Your age is verified. All content is unlocked.')).toBeTruthy();
    expect(paymentFeedback.isPending).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the rejection with its message above a new checkout', async () => {
    const view = await openCheckout();
    payRequest.mockResolvedValue('/demo-avs/checkout/c2');
    view.setGuest({ ...view.platform.guest, avsStatus: 'pending' });
    await act(async () => view.setGuest({ ...view.platform.guest, avsStatus: 'rejected', avsRejectMessage: 'Document unreadable.' }));
    expect(screen.getByText('Your age verification was declined: Document unreadable.')).toBeTruthy();
    // A rejected guest gets a new checkout at once.
    expect((await screen.findByTitle('Age verification checkout')).getAttribute('src')).toBe('/demo-avs/checkout/c2');
  });

  it('a cancelled checkout offers another try; foreign messages are ignored', async () => {
    await openCheckout();
    post({ type: 'avs:done', status: 'cancelled' }, 'https://evil.example');
    expect(screen.getByTitle('Age verification checkout')).toBeTruthy();
    post({ type: 'avs:done', status: 'cancelled' });
    expect(screen.getByText('The age verification was cancelled. Nothing was charged.')).toBeTruthy();
    payRequest.mockResolvedValue('/demo-avs/checkout/c3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTitle('Age verification checkout')).getAttribute('src')).toBe('/demo-avs/checkout/c3');
  });

  it('says when the pay request fails', async () => {
    payRequest.mockRejectedValue(new Error('down'));
    renderWithPlatform(<FlowHost />, { route: '/en/?flow=avs', guest: loggedInGuest() });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a visitor to the login first', async () => {
    const view = renderWithPlatform(<FlowHost />, { route: '/en/?flow=avs' });
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(view.location.search).toContain('then=avs');
    expect(payRequest).not.toHaveBeenCalled();
  });
});
