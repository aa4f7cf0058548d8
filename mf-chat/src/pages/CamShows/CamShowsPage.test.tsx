import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import type { RenderWithPlatformOptions } from '@vx/shared/testing';
import { deferred } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { chatShow, showServer } from '../../shows/testing';
import CamShowsPage from './CamShowsPage';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest' };
const HOUR = 3_600_000;

function renderShows(restCall: jest.Mock, options: RenderWithPlatformOptions = {}) {
  return renderWithPlatform(<CamShowsPage />, { restCall, route: '/en/cam-shows/', guest: loggedIn, ...options });
}

const card = async (showId: number) => {
  const cards = await screen.findAllByTestId('cam-show');
  const found = cards.find((element) => element.getAttribute('data-show-id') === String(showId));
  if (!found) throw new Error(`no card for show ${showId}`);
  return within(found);
};

const ticketCalls = (rest: jest.Mock, method: string) => rest.mock.calls.filter(([path, call]) => /ticket$/.test(path) && call?.method === method);

describe('cam shows page', () => {
  it('lists the shows with actor link, running mark, time, price and the description as text', async () => {
    const running = chatShow(1, { hasStarted: true, isFeatured: true, actorOnline: true, start: new Date(Date.now() - HOUR / 2).toISOString() });
    const rest = showServer([running, chatShow(2, { price: { value: 120, currency: 'VXC', symbol: 'VXC' } })]);
    renderShows(rest);
    const first = await card(1);
    expect(rest).toHaveBeenCalledWith('camshows', expect.objectContaining({ payload: { first: 100, status: 'all', modelId: undefined } }));
    expect(first.getByRole('heading', { level: 2, name: 'Show 1' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Mia1' }).getAttribute('href')).toBe('/en/amateur/mia1/');
    expect(first.getByText('Running now')).toBeTruthy();
    expect(first.getByText('Featured')).toBeTruthy();
    expect(first.getByText('Dance & tease, <b>live</b>.')).toBeTruthy();
    expect(first.getByTestId('show-price').textContent).toBe('Ticket: 50 VXC');
    expect(first.getByText(/:/, { selector: 'time' }).getAttribute('dateTime')).toBe(running.start);
    const second = await card(2);
    expect(second.queryByText('Running now')).toBeNull();
    expect(second.getByRole('button', { name: 'Buy ticket for 120 VXC' })).toBeTruthy();
    expect(document.title).toBe('Cam shows | VISIT-X');
  });

  it("follows the actors' online state on the bus", async () => {
    const { bus } = renderShows(showServer([chatShow(1), chatShow(2)]));
    const first = await card(1);
    expect(first.queryByText('Live')).toBeNull();
    act(() => bus.emit({ type: 'actorOnline', actorId: 11 }));
    await waitFor(() => expect(first.getByText('Live')).toBeTruthy());
    expect((await card(2)).queryByText('Live')).toBeNull();
    act(() => bus.emit({ type: 'actorOffline', actorId: 11 }));
    await waitFor(() => expect(first.queryByText('Live')).toBeNull());
  });

  it('says so when no show is planned', async () => {
    renderShows(showServer([]));
    expect((await screen.findByTestId('shows-empty')).textContent).toBe('No cam shows are planned right now. Please come back later.');
  });

  it('posts one purchase on a double click, tracks it with the ticket id and shows the ticket', async () => {
    const answer = deferred<Record<string, unknown>>();
    const rest = showServer([chatShow(1)], { buyAnswer: () => answer.promise });
    const { platform } = renderShows(rest);
    const buy = (await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    fireEvent.doubleClick(buy);
    await waitFor(() => expect(ticketCalls(rest, 'POST')).toHaveLength(1));
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(1);
    expect(platform.confirmPurchase).toHaveBeenCalledWith({ item: 'ticket', price: 50, resumed: false });
    const [path, call] = ticketCalls(rest, 'POST')[0];
    expect(path).toBe('camshows/1/ticket');
    expect(call.payload).toEqual({ creationType: 'M', idempotencyKey: expect.any(String) });
    expect(call.payload.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await act(async () => answer.resolve({ success: true, errorCode: null, ticketId: 4711 }));
    expect(platform.track).toHaveBeenCalledTimes(1);
    expect(platform.track).toHaveBeenCalledWith({ source: 'mf-chat', type: 'purchase', data: { kind: 'ticket', ticketId: 4711, showId: 1, currency: 'VXC', value: 50 } });
    expect((await card(1)).getByText('You have a ticket', { exact: false })).toBeTruthy();
    expect((await card(1)).queryByRole('button', { name: /Buy ticket/ })).toBeNull();
    // The list loads again for what only ticket holders read.
    await waitFor(() => expect(rest.mock.calls.filter(([p]) => p === 'camshows')).toHaveLength(2));
  });

  it('reloads the list after a purchase and shows what ticket holders read', async () => {
    const rest = showServer([chatShow(1)]);
    renderShows(rest);
    fireEvent.click((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    // postBuyInfo only comes with the reloaded list.
    expect(await screen.findByText('Join from the live-show tab.')).toBeTruthy();
    expect(rest.mock.calls.filter(([p]) => p === 'camshows')).toHaveLength(2);
  });

  it('sends the promo code and tracks a free ticket at value 0', async () => {
    const rest = showServer([chatShow(1)]);
    const { platform } = renderShows(rest);
    const view = await card(1);
    fireEvent.click(view.getByRole('button', { name: 'I have a promo code' }));
    expect(view.getByRole('button', { name: 'I have a promo code' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(view.getByLabelText('Promo code'), { target: { value: '  FREESHOW1 ' } });
    fireEvent.click(view.getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    await waitFor(() => expect(platform.track).toHaveBeenCalled());
    expect(ticketCalls(rest, 'POST')[0][1].payload).toMatchObject({ creationType: 'M', promoCode: 'FREESHOW1' });
    expect(platform.track).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ value: 0, ticketId: 901 }) }));
  });

  it.each([
    ['already_bought', 'You already have a ticket for this show.'],
    ['show_ended', 'This show has ended: tickets are no longer sold.'],
    ['invalid_promo_code', 'This promo code is not valid for this show.'],
    ['not_found', 'This show no longer exists.'],
    ['something_new', 'Something went wrong. Please try again.'],
  ])('explains the refusal %s', async (errorCode, message) => {
    const rest = showServer([chatShow(1)], { buyAnswer: async () => ({ success: false, errorCode, ticketId: null }) });
    const { platform } = renderShows(rest);
    fireEvent.click((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(platform.track).not.toHaveBeenCalled();
    expect(platform.openFlow).not.toHaveBeenCalled();
  });

  it('opens moneycharge on an insufficient balance', async () => {
    const rest = showServer([chatShow(1)], { buyAnswer: async () => ({ success: false, errorCode: 'insufficient_balance', ticketId: null }) });
    const { platform } = renderShows(rest);
    fireEvent.click((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have enough coins for this ticket.');
    expect(platform.openFlow).toHaveBeenCalledWith('moneycharge');
  });

  it('asks for another try when the purchase got no answer', async () => {
    const rest = showServer([chatShow(1)], { buyAnswer: async () => Promise.reject(new RestError(0)) });
    renderShows(rest);
    fireEvent.click((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ticket could not be bought. Please try again.');
  });

  it('sends visitors to login without a request', async () => {
    const rest = showServer([chatShow(1)]);
    const { platform } = renderShows(rest, { guest: { isLoggedIn: false } });
    fireEvent.click((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    expect(platform.openFlow).toHaveBeenCalledWith('login');
    expect(ticketCalls(rest, 'POST')).toHaveLength(0);
  });

  it('removes a ticket after a confirmation with the refund rule and tells the refunded coins', async () => {
    const rest = showServer([chatShow(1, { isBought: true, canBuy: false })]);
    renderShows(rest);
    const view = await card(1);
    fireEvent.click(view.getByRole('button', { name: 'Remove ticket' }));
    const confirm = view.getByRole('group', { name: 'Remove your ticket?' });
    expect(confirm.textContent).toContain('The show has not started yet: you get back the full price you paid.');
    expect(confirm.textContent).toContain('Tickets removed before the show starts are refunded in full; from the start on, nothing is refunded.');
    expect(document.activeElement).toBe(confirm);
    // Keeping it sends nothing.
    fireEvent.click(view.getByRole('button', { name: 'Keep ticket' }));
    expect(ticketCalls(rest, 'DELETE')).toHaveLength(0);
    fireEvent.click(view.getByRole('button', { name: 'Remove ticket' }));
    fireEvent.click(view.getByRole('button', { name: 'Yes, remove ticket' }));
    expect((await screen.findByTestId('ticket-removed')).textContent).toBe('Ticket removed. 50 VXC went back to your balance.');
    expect(ticketCalls(rest, 'DELETE')).toHaveLength(1);
    expect((await card(1)).getByRole('button', { name: 'Buy ticket for 50 VXC' })).toBeTruthy();
  });

  it('says that nothing is refunded once the show has started', async () => {
    const started = chatShow(1, { isBought: true, canBuy: false, hasStarted: true, start: new Date(Date.now() - HOUR / 4).toISOString() });
    renderShows(showServer([started]));
    const view = await card(1);
    fireEvent.click(view.getByRole('button', { name: 'Remove ticket' }));
    expect(view.getByRole('group', { name: 'Remove your ticket?' }).textContent).toContain('The show has already started: no coins are refunded.');
    fireEvent.click(view.getByRole('button', { name: 'Yes, remove ticket' }));
    expect((await screen.findByTestId('ticket-removed')).textContent).toBe('Ticket removed. No coins were refunded.');
  });

  it('reads in German', async () => {
    renderWithPlatform(<CamShowsPage />, { restCall: showServer([chatShow(1)]), language: 'de', route: '/de/cam-shows/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cam-Shows' })).toBeTruthy();
    expect((await card(1)).getByRole('button', { name: 'Ticket für 50 VXC kaufen' })).toBeTruthy();
    expect(document.title).toBe('Cam-Shows | VISIT-X');
  });
});
