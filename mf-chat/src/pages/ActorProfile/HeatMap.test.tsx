import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { formatOnlineHours } from '../../time/format';
import { HeatMap } from './HeatMap';

const days = [
  { date: '2026-11-20', activityLevel: 4, start: '18:00', end: '00:00', hoursToBeOnline: 6, memo: '' },
  { date: '2026-11-21', activityLevel: 0, start: null, end: null, hoursToBeOnline: 0, memo: '' },
];

describe('HeatMap', () => {
  // The zone itself is the browser's; e2e/tests/catalogue.spec.ts sets it per test.
  it('tells the online hours in the guest zone and the best chance in the page language', () => {
    renderWithPlatform(<HeatMap days={days} />, { language: 'de', route: '/de/amateur/lena/' });
    const [busy, quiet] = screen.getAllByRole('listitem');
    const title = busy.getAttribute('title') ?? '';
    expect(title).toContain(formatOnlineHours('2026-11-20', '18:00', 6, 'de'));
    expect(title).toContain('beste Chance, mich live zu treffen');
    expect(quiet.getAttribute('title')).not.toContain('Chance');
  });
});
