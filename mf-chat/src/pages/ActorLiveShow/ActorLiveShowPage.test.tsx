import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActorProfile } from '@vx/shared';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { chatShow, showServer } from '../../shows/testing';
import ActorLiveShowPage from './ActorLiveShowPage';

const seo = { h1: '', h2: '', seoTitle: '', seoDescription: '', freeText: '', freeTextShort: '', breadcrumb: '', slug: '' };

/** The profile calls plus the show calls of the fake show server. */
function server(actor: ActorProfile, shows: ReturnType<typeof chatShow>[]) {
  const showCalls = showServer(shows);
  return jest.fn(async (path: string, call?: { method?: string; payload?: Record<string, unknown> }) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) return actor;
    if (path.startsWith('seo/')) return seo;
    if (path.startsWith('breadcrumb/')) return { data: { breadcrumb: [] } };
    return showCalls(path, call);
  });
}

const renderLiveShow = (rest: jest.Mock, language: 'en' | 'de' = 'en') =>
  renderWithPlatform(<ActorLiveShowPage />, {
    restCall: rest,
    route: `/${language}/amateur/lena1/live-show/`,
    path: `/${language}/amateur/:actorName/live-show/`,
    language,
    guest: { isLoggedIn: true, id: 7, name: 'guest' },
  });

describe('actor live-show page', () => {
  it("lists only this actor's shows, buys a ticket there and then says the guest has one", async () => {
    const rest = server(actorProfile(1), [chatShow(1, { actorId: 1, actorName: 'Lena1' }), chatShow(2, { actorId: 2 })]);
    renderLiveShow(rest);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ticket shows of Lena1' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('cam-show')).toHaveLength(1));
    expect(rest).toHaveBeenCalledWith('camshows', expect.objectContaining({ payload: expect.objectContaining({ modelId: 1 }) }));
    expect(screen.getByRole('link', { name: 'Live show' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Lena1 – Live show | VISIT-X'));
    // The profile names the actor already: no actor line on her own page.
    expect(screen.queryByText('With')).toBeNull();
    expect(screen.queryByTestId('ticket-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket for 50 VXC' }));
    expect((await screen.findByTestId('ticket-notice')).textContent).toContain('You have a ticket for a show of Lena1.');
    expect(screen.getByTestId('ticket-held')).toBeTruthy();
  });

  it('tells when the actor has no shows, in German', async () => {
    renderLiveShow(server(actorProfile(1), []), 'de');
    expect((await screen.findByTestId('shows-empty')).textContent).toBe('Lena1 hat gerade keine Ticket-Shows geplant.');
  });

  it('shows the ticket of the profile answer while the shows load', async () => {
    const actor = actorProfile(1, { guestHasTicket: true });
    const rest = jest.fn(async (path: string) => {
      if (path.startsWith('actor/getActorDataByIdOrName/')) return actor;
      return new Promise(() => undefined);
    });
    renderLiveShow(rest);
    expect((await screen.findByTestId('ticket-notice')).textContent).toContain('You have a ticket for a show of Lena1.');
  });
});
