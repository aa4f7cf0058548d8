import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { restBy, slot } from '../../testing/tv';
import ProgramPage from './ProgramPage';

describe('ProgramPage', () => {
  it("shows the week's program of each channel in its tab, grouped by day", async () => {
    const restCall = restBy({
      'tv/program/live': { type: 'live', items: [slot(1), slot(2), slot(9, { start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T17:00:00.000Z', title: 'Tomorrow' })] },
      'tv/program/premium': { type: 'premium', items: [slot(4, { title: 'Premium slot' })] },
    });
    renderWithPlatform(<ProgramPage />, { restCall });
    expect(await screen.findAllByTestId('tv-program-slot')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const [, options] = restCall.mock.calls.find(([path]) => path === 'tv/program/live')!;
    expect(options!.payload!.limit).toBe(70);
    fireEvent.click(screen.getByRole('tab', { name: 'Premium TV' }));
    expect(await screen.findByText('Premium slot')).toBeTruthy();
    expect(screen.getAllByTestId('tv-program-slot')).toHaveLength(1);
  });
});
