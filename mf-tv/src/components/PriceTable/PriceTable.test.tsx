import { screen, within } from '@testing-library/react';
import { SUBSCRIPTION_FLOWS } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { plans, restBy } from '../../testing/tv';
import { PriceTable } from './PriceTable';

const running = { id: 3, kind: 'tv', flow: 'vxtvabo', status: 'active', trial: false, price: 14.99, currency: 'EUR', periodStart: '2026-11-01T10:00:00.000Z', periodEnd: '2026-12-01T10:00:00.000Z', cancelledAt: null, endedAt: null };

describe('PriceTable', () => {
  it('shows each plan with its price, period and trial, and a button opening its flow', async () => {
    const view = renderWithPlatform(<PriceTable flows={SUBSCRIPTION_FLOWS} headingId="prices" title="Prices" />, {
      restCall: restBy({ 'subscriptions/plans': { plans }, subscriptions: { subscriptions: [], canTrial: true } }),
      guest: { isLoggedIn: true, id: 7 },
      language: 'de',
    });
    const items = await screen.findAllByTestId('tv-plan');
    expect(items.map((item) => item.dataset.flow)).toEqual(['vipabo', 'trialvipabo', 'vxtvabo']);
    expect(items[1]!.textContent).toContain('7 Tage für 1,99 €, danach 9,99 € im Monat');
    expect(items[2]!.textContent).toContain('14,99 € im Monat');
    within(items[1]!).getByRole('button', { name: 'Abonnieren' }).click();
    expect(view.openFlow).toHaveBeenCalledWith('trialvipabo');
  });

  it("shows a subscriber his running subscription instead of that kind's buy button", async () => {
    renderWithPlatform(<PriceTable flows={SUBSCRIPTION_FLOWS} headingId="prices" title="Prices" />, {
      restCall: restBy({ 'subscriptions/plans': { plans }, subscriptions: { subscriptions: [running], canTrial: false } }),
      guest: { isLoggedIn: true, id: 7, hasTvAbo: true },
    });
    const tv = (await screen.findAllByTestId('tv-plan'))[2]!;
    expect(await within(tv).findByTestId('tv-plan-running')).toBeTruthy();
    expect(within(tv).queryByRole('button')).toBeNull();
    expect(within(screen.getAllByTestId('tv-plan')[0]!).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
