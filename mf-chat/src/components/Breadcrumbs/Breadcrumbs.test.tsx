import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { Breadcrumbs } from './Breadcrumbs';

const answer = {
  data: {
    breadcrumb: [
      { label: 'Home', routeName: 'home', params: {} },
      { label: 'Mia', routeName: 'actorProfile', params: { actorName: 'mia' } },
      { label: 'Videos', routeName: 'actorVideos', params: { actorName: 'mia' } },
      { label: 'Beach day', routeName: 'actorVideo', params: { actorName: 'mia', videoId: 4 } },
    ],
  },
};

describe('Breadcrumbs', () => {
  it('asks for the type with its payload and credentials, links composed routes and marks the page', async () => {
    const restCall = jest.fn(async () => answer);
    renderWithPlatform(<Breadcrumbs type="actorProfileVideoDetails" payload={{ actorId: 1, videoId: 4 }} />, { restCall });
    expect((await screen.findByRole('link', { name: 'Mia' })).getAttribute('href')).toBe('/en/amateur/mia/');
    expect(screen.getByRole('link', { name: 'Videos' }).getAttribute('href')).toBe('/en/amateur/mia/videos/');
    // 'home' is the shell's route, not in mf-chat's table of the test: plain text, not a dead link.
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByText('Beach day').getAttribute('aria-current')).toBe('page');
    expect(restCall).toHaveBeenCalledWith(
      'breadcrumb/actorProfileVideoDetails',
      expect.objectContaining({ method: 'POST', payload: { payload: { actorId: 1, videoId: 4 } }, credentials: true }),
    );
  });

  it('marks the page busy while the trail loads, so a first view waits for it', async () => {
    let answerNow: (value: typeof answer) => void = () => undefined;
    const restCall = jest.fn(() => new Promise<typeof answer>((resolve) => (answerNow = resolve)));
    const { container } = renderWithPlatform(<Breadcrumbs type="cams" payload={{}} />, { restCall });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answerNow(answer);
    await screen.findByRole('link', { name: 'Mia' });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    const restCall = jest.fn(async () => {
      throw new Error('down');
    });
    const { container } = renderWithPlatform(<Breadcrumbs type="cams" payload={{}} />, { restCall });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('nav')).toBeNull();
  });
});
