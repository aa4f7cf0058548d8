import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingEvent } from '@vx/shared';
import { actorTile, registryRoutes } from '@vx/shared/testing';
import { favouriteKeys, type FavouriteActor } from '../../queries/favourites';
import { routes } from '../../routes';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { FavouriteModels } from './FavouriteModels';

const model = (id: number, isOnline: boolean, pinnedAt: string, changes: Partial<FavouriteActor> = {}): FavouriteActor => ({
  ...actorTile(id, { name: `Model${id}`, isOnline }),
  notifyEmail: false,
  notifySms: false,
  pinnedAt,
  ...changes,
});

const LIST = [model(1, true, '2026-01-01T00:00:00Z'), model(2, false, '2026-03-01T00:00:00Z', { notifyEmail: true }), model(3, false, '2026-02-01T00:00:00Z')];

/** The actor's profile is mf-chat's route; in the app the brand composes it. */
const ROUTES = { ...routes, ...registryRoutes({ actorProfile: ['actorName'] }) };

const render = (actors = LIST, language: 'en' | 'de' = 'en', restCall?: jest.Mock, total = actors.length) =>
  renderWithPlatform(<FavouriteModels />, {
    route: `/${language}/myvisitx/favorite-cams/`,
    guest: LOGGED_IN,
    routes: ROUTES,
    restCall,
    queryClient: answeredQueries([[favouriteKeys.modelsPage(LOGGED_IN.id, 0), { items: actors, total }]]),
  });

/** Emits on the bus and lets the request cache tell its observers (it batches on a timer) inside act. */
const emitAndSettle = (view: { bus: { emit: (event: IncomingEvent) => void } }, event: IncomingEvent) =>
  act(async () => {
    view.bus.emit(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const names = () => screen.getAllByTestId('favourite-model').map((row) => within(row).getByRole('link').textContent);

describe('FavouriteModels', () => {
  it('lists the pinned models online first and moves them as they go online and offline', async () => {
    const view = render();
    expect(names()).toEqual(['Model1', 'Model2', 'Model3']);
    expect(within(screen.getAllByTestId('favourite-model')[0]).getByText('Online now')).toBeTruthy();
    // Online ones by newest pin: Model3 was pinned after Model1.
    act(() => view.bus.emit({ type: 'actorOnline', actorId: 3 }));
    await waitFor(() => expect(names()).toEqual(['Model3', 'Model1', 'Model2']));
    act(() => view.bus.emit({ type: 'actorOffline', actorId: 1 }));
    await waitFor(() => expect(names()).toEqual(['Model3', 'Model2', 'Model1']));
    expect(within(screen.getAllByTestId('favourite-model')[0]).getByRole('link').getAttribute('href')).toBe('/en/actorProfile/model3/');
  });

  it('switches the e-mail and SMS alerts and unpins over the socket', () => {
    const view = render();
    const row = screen.getAllByTestId('favourite-model')[1];
    const email = within(row).getByRole('switch', { name: 'E-mail alert' }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    fireEvent.click(email);
    fireEvent.click(within(row).getByRole('switch', { name: 'SMS alert' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Unpin Model2' }));
    expect(view.sent).toEqual([
      { type: 'setPinnedActorNotification', actorId: 2, channel: 'email', enabled: false },
      { type: 'setPinnedActorNotification', actorId: 2, channel: 'sms', enabled: true },
      { type: 'favouriteUnpin', kind: 'actor', actorId: 2 },
    ]);
    expect(email.checked).toBe(false);
  });

  it('shows 50 of 55, the other 5 after "show more", online first across the pages and live on both', async () => {
    // Page 1 of the server: the online one first, then 49 offline, newest pin first.
    const pinnedAt = (index: number) => new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString();
    const first = [model(100, true, pinnedAt(0)), ...Array.from({ length: 49 }, (_, index) => model(index + 1, false, pinnedAt(index + 1)))];
    const second = Array.from({ length: 5 }, (_, index) => model(index + 50, false, pinnedAt(index + 50)));
    const call = jest.fn().mockResolvedValue({ actors: second, page: 2, maxPage: 2, total: 55 });
    const view = render(first, 'en', call, 55);
    expect(screen.getAllByTestId('favourite-model')).toHaveLength(50);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (50 of 55)' })));
    expect(call).toHaveBeenCalledWith('guest/favorite/actors', expect.objectContaining({ payload: { page: 2, limit: 50, order: 'online' } }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-model')).toHaveLength(55));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(names().slice(-1)).toEqual(['Model54']);
    // A model of page 2 comes online: she moves up among the online ones, by her pin.
    await emitAndSettle(view, { type: 'actorOnline', actorId: 54 });
    expect(names().slice(0, 2)).toEqual(['Model100', 'Model54']);
    await emitAndSettle(view, { type: 'actorOffline', actorId: 100 });
    // Offline again, she is the newest pin of the offline ones.
    expect(names().slice(0, 2)).toEqual(['Model54', 'Model100']);
  });

  it('loads the list again on a favourite event and says when nothing is pinned', async () => {
    const call = jest.fn().mockResolvedValue({ actors: [LIST[0]], page: 1, maxPage: 1, total: 1 });
    const view = render([], 'de', call);
    expect(screen.getByText(/Du hast dir noch kein Model gemerkt/)).toBeTruthy();
    await act(async () => view.bus.emit({ type: 'favouriteEvent', kind: 'actor', actorId: 1, pinned: true }));
    expect(call).toHaveBeenCalledWith('guest/favorite/actors', expect.objectContaining({ payload: { page: 1, limit: 50, order: 'online' } }));
    expect(await screen.findByText('Model1')).toBeTruthy();
  });
});
