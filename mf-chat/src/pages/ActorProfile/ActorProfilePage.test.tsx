import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { actorProfileSchema, RestError, type ActorProfile, type Bus, type IncomingEvent, type OutgoingPayload } from '@vx/shared';
import type { RenderWithPlatformOptions } from '@vx/shared/testing';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorAboutPage from './ActorAboutPage';
import ActorProfilePage from './ActorProfilePage';

/** A bus event, then one macrotask: the request cache tells its observers on the next tick. */
async function emit(bus: Bus, event: IncomingEvent) {
  await act(async () => {
    bus.emit(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const seo = { h1: 'h1', h2: 'h2', seoTitle: 'Lena1 Amateur videos', seoDescription: 'Watch Lena1.', freeText: '', freeTextShort: '', breadcrumb: '', slug: '' };

function server(actor: ActorProfile | null, note = 'old note') {
  return jest.fn(async (path: string) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) {
      if (!actor) throw new RestError(404);
      return actor;
    }
    if (path.startsWith('seo/getActorSeoContent/')) return seo;
    if (path.startsWith('actor/getActorNoteById/')) return { actorId: actor?.id ?? 0, comment: note };
    if (path === 'actor/storeActorNote') return { success: true };
    throw new Error(`unexpected ${path}`);
  });
}

function renderProfile(actor: ActorProfile | null, options: RenderWithPlatformOptions = {}) {
  const rest = server(actor);
  const view = renderWithPlatform(<ActorProfilePage />, { restCall: rest, route: '/en/amateur/Lena1/', path: '/en/amateur/:actorName/', ...options });
  return { ...view, rest };
}

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest' };

describe('actor profile page', () => {
  it('loads the actor by lowercased name, shows prices and sets the SEO title and description', async () => {
    const { rest } = renderProfile(actorProfile(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena1' })).toBeTruthy();
    expect(rest.mock.calls[0][0]).toBe('actor/getActorDataByIdOrName/lena1');
    expect(screen.getByTestId('prices').textContent).toContain('Video chat');
    expect(screen.getByTestId('prices').textContent).toContain('100 VXC / min');
    await waitFor(() => expect(document.title).toBe('Lena1 Amateur videos | VISIT-X'));
    expect(rest.mock.calls.some(([path]) => path === 'seo/getActorSeoContent/1/Amateur')).toBe(true);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Watch Lena1.');
    expect(screen.getByRole('link', { name: 'About me' }).getAttribute('href')).toBe('/en/amateur/lena1/about-me/');
  });

  it('hides chat ratings under 10 and shows them at 10', async () => {
    const nine = actorProfile(1, { chatRatings: { lastNinetyDays: { countRatings: 9, satisfactionRate: 90 } } });
    const { unmount } = renderProfile(nine);
    await screen.findByTestId('prices');
    expect(screen.queryByTestId('chat-ratings')).toBeNull();
    unmount();
    renderProfile(actorProfile(1, { chatRatings: { lastNinetyDays: { countRatings: 10, satisfactionRate: 90 } } }));
    expect((await screen.findByTestId('chat-ratings')).textContent).toContain('90 % satisfied');
    expect(screen.getByTestId('chat-ratings').textContent).toContain('from 10 ratings');
  });

  it('shows a banned actor as unavailable, without prices, chat button or pictures', async () => {
    const actor = actorProfile(1);
    renderProfile({ ...actor, chatButtonConfig: { ...actor.chatButtonConfig, isBannedCountryCode: true } }, { language: 'de', route: '/de/amateur/lena1/', path: '/de/amateur/:actorName/' });
    expect((await screen.findByTestId('actor-unavailable')).textContent).toContain('Diese Amateurin ist in deinem Land nicht verfügbar.');
    expect(screen.queryByTestId('prices')).toBeNull();
    expect(screen.queryByTestId('chat-button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Lena1')).toBeNull();
  });

  it.each([
    ['online', 'Chat with Lena1 now'],
    ['offline', 'Leave Lena1 a message'],
    ['freeChat', 'Join the free chat'],
    ['voucherChat', 'Chat with your voucher'],
    ['ticketShow', 'Ticket show running: join now'],
    ['voyeur', 'Watch as voyeur'],
    ['mobileVideocall', 'Start a video call'],
  ] as const)('labels the chat button for %s and opens the login flow for visitors', async (buttonText, label) => {
    const actor = actorProfile(1);
    const { platform } = renderProfile({ ...actor, chatButtonConfig: { ...actor.chatButtonConfig, buttonText } });
    const button = await screen.findByTestId('chat-button');
    expect(button.textContent).toBe(label);
    fireEvent.click(button);
    expect(platform.openFlow).toHaveBeenCalledWith('login');
  });

  it('fills the subline with voucher minutes and shows logged-in guests no button for an offline actor', async () => {
    const actor = actorProfile(1);
    const { unmount } = renderProfile({ ...actor, chatButtonConfig: { ...actor.chatButtonConfig, buttonText: 'voucherChat', buttonSubline: 'voucherMinutes', voucherChatMinutes: 5 } });
    await screen.findByTestId('chat-button');
    expect(screen.getByText('5 free minutes')).toBeTruthy();
    unmount();
    renderProfile({ ...actor, isOnline: false, chatButtonConfig: { ...actor.chatButtonConfig, buttonText: 'offline', buttonSubline: null, isActorOnline: false } }, { guest: loggedIn });
    await screen.findByTestId('prices');
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it('follows the online state of this actor only', async () => {
    const { bus } = renderProfile(actorProfile(1));
    const state = await screen.findByTestId('online-state');
    expect(state.textContent).toContain('Online now');
    await emit(bus, { type: 'actorOffline', actorId: 2 });
    expect(state.textContent).toContain('Online now');
    await emit(bus, { type: 'actorOffline', actorId: 1 });
    expect(screen.getByTestId('online-state').textContent).toContain('Offline');
    expect(screen.getByTestId('chat-button').textContent).toBe('Leave Lena1 a message');
    await emit(bus, { type: 'actorOnline', actorId: 1 });
    expect(screen.getByTestId('online-state').textContent).toContain('Online now');
    expect(screen.getByTestId('chat-button').textContent).toBe('Chat with Lena1 now');
  });

  it('uses a fixture the server schema accepts', () => {
    expect(() => actorProfileSchema.parse(actorProfile(1))).not.toThrow();
  });

  it('pins and unpins through the bus and follows favourite events of other tabs', async () => {
    const { bus } = renderProfile(actorProfile(1), { guest: loggedIn });
    const sent: OutgoingPayload[] = [];
    bus.outgoing$.subscribe((message) => sent.push(message));
    const button = await screen.findByTestId('favourite-button');
    expect(button.getAttribute('aria-label')).toBe('Add Lena1 to favourites');
    fireEvent.click(button);
    expect(sent).toEqual([{ type: 'favouritePin', kind: 'actor', actorId: 1 }]);
    await emit(bus, { type: 'favouriteEvent', kind: 'actor', actorId: 1, pinned: true });
    expect(screen.getByTestId('favourite-button').getAttribute('aria-label')).toBe('Remove Lena1 from favourites');
    fireEvent.click(screen.getByTestId('favourite-button'));
    expect(sent[1]).toEqual({ type: 'favouriteUnpin', kind: 'actor', actorId: 1 });
    await emit(bus, { type: 'favouriteEvent', kind: 'album', actorId: 1, albumId: 3, pinned: false });
    expect(screen.getByTestId('favourite-button').getAttribute('aria-label')).toBe('Remove Lena1 from favourites');
    await emit(bus, { type: 'favouriteEvent', kind: 'actor', actorId: 1, pinned: false });
    expect(screen.getByTestId('favourite-button').getAttribute('aria-label')).toBe('Add Lena1 to favourites');
  });

  it('sends visitors who pin to the login flow', async () => {
    const { bus, platform } = renderProfile(actorProfile(1));
    const sent: OutgoingPayload[] = [];
    bus.outgoing$.subscribe((message) => sent.push(message));
    fireEvent.click(await screen.findByTestId('favourite-button'));
    expect(platform.openFlow).toHaveBeenCalledWith('login');
    expect(sent).toEqual([]);
  });

  it('loads and saves the private note of a logged-in guest', async () => {
    const { rest } = renderProfile(actorProfile(1), { guest: loggedIn });
    const note = (await screen.findByLabelText('Only you can see this note.')) as HTMLTextAreaElement;
    await waitFor(() => expect(note.value).toBe('old note'));
    fireEvent.change(note, { target: { value: 'likes pasta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeTruthy();
    const store = rest.mock.calls.find(([path]) => path === 'actor/storeActorNote') as unknown as [string, { method: string; payload: unknown }];
    expect(store[1]).toMatchObject({ method: 'POST', payload: { actorId: 1, comment: 'likes pasta' } });
  });

  it('shows no note to visitors and does not ask for it', async () => {
    const { rest } = renderProfile(actorProfile(1));
    await screen.findByTestId('prices');
    expect(screen.queryByLabelText('Only you can see this note.')).toBeNull();
    expect(rest.mock.calls.some(([path]) => path.startsWith('actor/getActorNoteById'))).toBe(false);
  });

  it('says so when the actor does not exist', async () => {
    renderProfile(null, { language: 'es', route: '/es/amateur/nadie/', path: '/es/amateur/:actorName/' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Esta amateur no existe.');
  });
});

describe('actor about page', () => {
  it('shows the about text, registered since and the interview', async () => {
    const rest = server(actorProfile(1));
    renderWithPlatform(<ActorAboutPage />, { restCall: rest, route: '/nl/amateur/lena1/over-mij/', path: '/nl/amateur/:actorName/over-mij/', language: 'nl' });
    expect((await screen.findByTestId('about-text')).textContent).toBe('Hi, I am Lena.');
    expect(screen.getByText('Lid sinds')).toBeTruthy();
    expect(screen.getByText('Favourite food?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Over mij' }).getAttribute('aria-current')).toBe('page');
  });
});
