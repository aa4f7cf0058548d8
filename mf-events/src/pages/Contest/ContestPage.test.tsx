import { act, fireEvent, screen, within } from '@testing-library/react';
import type { IncomingEvent } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ContestPage from './ContestPage';

const image = { w320: '/a/320.svg', w640: '/a/640.svg', w1280: '/a/1280.svg' };
const CONTEST = { id: 1, title: 'Summer Video Contest', start: '2026-11-01T00:00:00Z', end: '2099-12-01T00:00:00Z', state: 'current', requiresAvs: false, elementsCount: 2, preview: image, subs: [], votingId: null };
const item = (mediaId: number, hasVoted = false) => ({
  itemHash: `hash${mediaId}`, mediaId, mediaType: 'video', albumId: null, contestSub: 1, title: `Clip ${mediaId}`, preview: image, votes: 10, place: mediaId, hasVoted,
  actor: { id: 30 + mediaId, name: `Model ${mediaId}`, avatar: image },
});

function restCall(vote: (payload: Record<string, unknown>) => unknown, voteCount = 4) {
  return jest.fn(async (path: string, options: { payload?: Record<string, unknown> }) => {
    if (path === 'contests/1') return CONTEST;
    if (path === 'contests/1/getHeader') return { contestId: 1, language: 'en', title: 'Summer Video Contest', headline: 'Pick the hottest', text: 'You have 5 votes.' };
    if (path === 'contests/1/topList') return { contestId: 1, items: [item(1)] };
    if (path.startsWith('contests/getContestGridItems/1/0/12/0')) return { id: 1, guestId: 7, contestGridItems: [item(1), item(2, true)], elementsCount: 2, guestData: { voteCount, hideVoteLimitModal: false } };
    if (path === 'contests/addContestMediaVoting') return vote(options.payload!);
    if (path === 'contests/deleteContestMediaVoting') return { mediaId: 2, mediaVotes: 9, success: true, needAvs: false, guestId: 7, contestId: 1, voteCount: 3 };
    throw new Error(`unexpected ${path}`);
  });
}
const counted = (payload: Record<string, unknown>) => ({ mediaId: payload.mediaId, mediaVotes: 11, success: true, needAvs: false, guestId: 7, contestId: 1, voteCount: 5 });
const render = (rest: jest.Mock, guest: Record<string, unknown> = { isLoggedIn: true, id: 7, hasAvs: true }) =>
  renderWithPlatform(<ContestPage />, { route: '/en/contests/1/', path: '/en/contests/:contestId/', restCall: rest, guest });

describe('ContestPage', () => {
  it('shows the header, the grid and the top list; the fifth vote emits votingDone and opens the limit modal, whose choice rides on the next vote', async () => {
    const rest = restCall(counted);
    const view = render(rest);
    const events: IncomingEvent[] = [];
    view.bus.on('votingDone').subscribe((event) => events.push(event));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Video Contest' })).toBeTruthy();
    expect(screen.getByText('Pick the hottest')).toBeTruthy();
    expect(await screen.findByTestId('contest-top-list')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Vote: Clip 1' }));
    const modal = await screen.findByRole('dialog', { name: 'All votes used' });
    expect(events).toEqual([{ type: 'votingDone', contestId: 1, mediaId: 1, voteCount: 5 }]);
    expect(rest).toHaveBeenCalledWith('contests/addContestMediaVoting', expect.objectContaining({ payload: { actorId: 31, contestId: 1, guestId: 7, mediaId: 1, albumId: null, hideConfirmWindow: false } }));
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Don’t show this again' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vote: Clip 1' }));
    await act(async () => undefined);
    const votes = rest.mock.calls.filter(([path]) => path === 'contests/addContestMediaVoting');
    expect(votes.at(-1)![1].payload).toMatchObject({ hideConfirmWindow: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('withdraws a vote', async () => {
    const rest = restCall(counted);
    render(rest);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw vote: Clip 2' }));
    await act(async () => undefined);
    expect(rest).toHaveBeenCalledWith('contests/deleteContestMediaVoting', expect.objectContaining({ payload: { contestId: 1, guestId: 7, mediaId: 2, actorId: 32 } }));
  });

  it('opens the age check on needAvs and the login for a visitor, without emitting votingDone', async () => {
    const needAvs = restCall((payload) => ({ ...counted(payload), success: false, needAvs: true, voteCount: 0 }), 0);
    const view = render(needAvs, { isLoggedIn: true, id: 7, hasAvs: false });
    const events: IncomingEvent[] = [];
    view.bus.on('votingDone').subscribe((event) => events.push(event));
    fireEvent.click(await screen.findByRole('button', { name: 'Vote: Clip 1' }));
    await act(async () => undefined);
    expect(view.openFlow).toHaveBeenCalledWith('avs');
    expect(events).toEqual([]);
    view.unmount();

    const visitor = render(restCall(counted), {});
    fireEvent.click(await screen.findByRole('button', { name: 'Vote: Clip 1' }));
    expect(visitor.openFlow).toHaveBeenCalledWith('login');
  });

  it('shows the not-found state for a bad id', () => {
    renderWithPlatform(<ContestPage />, { route: '/en/contests/abc/', path: '/en/contests/:contestId/', restCall: jest.fn() });
    expect(screen.getByRole('status').textContent).toBe('This contest does not exist.');
  });
});
