import { addMonth, firstPeriodEnd, packageOf, planOf } from './plans';

describe('subscription plans and periods', () => {
  it('adds a calendar month, holding the day to the month’s last', () => {
    expect(addMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonth(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-31T23:59:00.000Z');
  });

  it('runs a month for vipabo and vxtvabo, 7 days for the trial, each bought as a package of no coins', () => {
    const start = new Date('2026-03-10T00:00:00Z');
    expect(firstPeriodEnd(planOf('vipabo')!, start).toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(firstPeriodEnd(planOf('trialvipabo')!, start).toISOString()).toBe('2026-03-17T00:00:00.000Z');
    expect(packageOf(planOf('trialvipabo')!)).toEqual({ id: 'trialvipabo', priceCents: 199, currency: 'EUR', coins: 0 });
    expect(planOf('eur-999')).toBeUndefined();
  });
});
