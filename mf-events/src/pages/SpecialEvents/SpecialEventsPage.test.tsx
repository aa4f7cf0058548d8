import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import SpecialEventsPage from './SpecialEventsPage';

const event = (id: number, type: string, slug: string, name: string, hasStarted: boolean, hasEnded: boolean) => ({
  id, type, slug, name, start: '2026-04-01T10:00:00Z', end: '2026-04-10T10:00:00Z', rewardClaimEnd: null, hasStarted, hasEnded,
});

describe('SpecialEventsPage', () => {
  it('groups the events into running, upcoming and ended, each linking to its page', async () => {
    const events = [
      event(151, 'easter', 'easter-egg-hunt', 'Easter egg hunt', true, false),
      event(150, 'activity', 'spring-activity', 'Spring activity event', true, false),
      event(22, 'wiesnShooting', 'wiesn-shooting', 'Wiesn shooting', true, false),
      event(157, 'activity', 'winter-warm-up', 'Winter warm-up', false, false),
      event(156, 'activity', 'autumn-activity', 'Autumn activity event', true, true),
    ];
    renderWithPlatform(<SpecialEventsPage />, { route: '/en/events/', restCall: jest.fn(async () => ({ events })) });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    const running = (await screen.findByRole('heading', { level: 2, name: 'Running now' })).closest('section')!;
    expect(within(running).getByRole('link', { name: 'Easter egg hunt' }).getAttribute('href')).toBe('/en/easter/');
    expect(within(running).getByRole('link', { name: 'Spring activity event' }).getAttribute('href')).toBe('/en/events/spring-activity/');
    expect(within(running).getByRole('link', { name: 'Wiesn shooting' }).getAttribute('href')).toBe('/en/shooting-gallery/');
    const ended = screen.getByRole('heading', { level: 2, name: 'Ended' }).closest('section')!;
    expect(within(ended).getByRole('link', { name: 'Autumn activity event' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeTruthy();
  });
});
