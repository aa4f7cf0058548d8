import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ClashOfCamsPage from './ClashOfCamsPage';

const image = { w320: '/a/320.svg', w640: '/a/640.svg', w1280: '/a/1280.svg' };
const actor = (id: number) => ({ id, name: `Model ${id}`, avatar: image });
const clash = (votes: number, hasVoted = false) => ({
  id: 1, name: 'Red vs. Blue', start: '2026-11-20T00:00:00Z', end: '2099-12-01T00:00:00Z', themeId: 1,
  teams: [
    { id: 1, name: 'Team Red', points: 120, teamCaptain: actor(1), members: [actor(2)] },
    { id: 2, name: 'Team Blue', points: 95, teamCaptain: actor(3), members: [actor(4)] },
  ],
  challenges: [{
    id: 2, clashId: 1, name: 'photo-duel', type: 'album', start: '2026-11-20T00:00:00Z', end: '2099-12-01T00:00:00Z', title: 'Photo duel', subTitle: 'Set against set', description: 'Vote.',
    previewPicture: image, winnerAdmin: null, winnerVoting: null, winner: null, votable: true, moderator: actor(4),
    media: [{ type: 'album', id: 9, title: 'Set A', preview: image, teamId: 1, actor: actor(2) }, { type: 'album', id: 10, title: 'Set B', preview: image, teamId: 2, actor: actor(4) }],
    teams: [{ teamId: 1, votes: 0, hasVoted: false }, { teamId: 2, votes, hasVoted }],
  }],
});

describe('ClashOfCamsPage', () => {
  it('shows teams and challenges, votes, and reloads the live counts on clashOfCamsVoting', async () => {
    let votes = 3;
    const vxqlRequest = jest.fn(async (query: string, variables: Record<string, unknown>) => {
      if (query.includes('mutation AddVote')) return { addVote: clash(4, true) };
      expect(variables).toEqual({ id: 1 });
      return { clashOfCams: clash(votes) };
    });
    const view = renderWithPlatform(<ClashOfCamsPage />, { route: '/en/clash-of-cams/1/', path: '/en/clash-of-cams/:clashId/', vxqlRequest, guest: { isLoggedIn: true, id: 7 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Red vs. Blue' })).toBeTruthy();
    expect(screen.getAllByText('Captain')).toHaveLength(2);
    expect(screen.getByTestId('clash-votes-2-2').textContent).toBe('3 votes');
    votes = 6;
    act(() => view.bus.emit({ type: 'clashOfCamsVoting', challengeId: 2, teamId: 2 }));
    expect(await screen.findByText('6 votes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Team Blue' }));
    expect(await screen.findByText('Your vote')).toBeTruthy();
    expect(vxqlRequest).toHaveBeenCalledWith(expect.stringContaining('mutation AddVote'), { challengeId: 2, teamId: 2 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Withdraw my vote' })).toBeTruthy();
  });

  it('asks a visitor to log in, and shows not-found for a bad id', async () => {
    const view = renderWithPlatform(<ClashOfCamsPage />, { route: '/en/clash-of-cams/1/', path: '/en/clash-of-cams/:clashId/', vxqlRequest: jest.fn(async () => ({ clashOfCams: clash(0) })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Vote for Team Blue' }));
    expect(view.openFlow).toHaveBeenCalledWith('login');
    view.unmount();
    renderWithPlatform(<ClashOfCamsPage />, { route: '/en/clash-of-cams/x/', path: '/en/clash-of-cams/:clashId/', vxqlRequest: jest.fn() });
    expect(screen.getByRole('status').textContent).toBe('This clash of cams does not exist.');
  });
});
