import { act, screen, waitFor, within } from '@testing-library/react';
import type { MessengerActor } from '@vx/shared';
import { channelOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { routes } from '../../routes';
import { Recommendations } from './Recommendations';

// The profile route belongs to mf-chat; the shell knows it from that app's table.
const actorProfile = { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' };
const actorOf = (id: number): MessengerActor => ({ ...channelOf(id, { isActorOnline: true }), channelId: null });

function renderRecommendations(currentActorId: number | null, count: number) {
  const restCall = jest.fn(() => Promise.resolve({ actors: Array.from({ length: count }, (_, index) => actorOf(index + 1)) }));
  const view = renderWithPlatform(<Recommendations currentActorId={currentActorId} />, { route: '/en/messenger/', guest: { isLoggedIn: true, id: 7 }, restCall, routes: { ...routes, actorProfile } });
  return Object.assign(view, { restCall });
}

const tiles = () => screen.getAllByTestId('messenger-recommendation');

describe('Recommendations', () => {
  it('shows a grid of 8 without an open conversation, each tile linking to her conversation and profile', async () => {
    const view = renderRecommendations(null, 8);
    await waitFor(() => expect(tiles()).toHaveLength(8));
    expect(view.restCall).toHaveBeenCalledWith('messenger/recommendations', expect.objectContaining({ payload: { currentActorId: undefined, useGrid: true, fsk: 16 } }));
    expect(screen.getByTestId('messenger-recommendations-grid')).toBeTruthy();
    expect(within(tiles()[0]).getByRole('link', { name: 'Write to Actor1' }).getAttribute('href')).toBe('/en/messenger/?actor=101');
    expect(within(tiles()[0]).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/en/amateur/actor1/');
  });

  it('shows a slider of 5 beside an open conversation, asking without her', async () => {
    const view = renderRecommendations(150, 5);
    await waitFor(() => expect(tiles()).toHaveLength(5));
    expect(view.restCall).toHaveBeenCalledWith('messenger/recommendations', expect.objectContaining({ payload: { currentActorId: 150, useGrid: false, fsk: 16 } }));
    expect(screen.getByTestId('messenger-recommendations-slider')).toBeTruthy();
    expect(screen.queryByTestId('messenger-recommendations-grid')).toBeNull();
  });

  it('drops an actor who goes offline', async () => {
    const view = renderRecommendations(null, 3);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    act(() => view.bus.emit({ type: 'actorOffline', actorId: 102 }));
    await waitFor(() => expect(tiles().map((tile) => tile.getAttribute('data-actor-id'))).toEqual(['101', '103']));
  });

  it('shows nothing while no actor is online', async () => {
    const view = renderRecommendations(null, 0);
    await waitFor(() => expect(view.restCall).toHaveBeenCalled());
    expect(screen.queryByTestId('messenger-recommendations-grid')).toBeNull();
  });
});
