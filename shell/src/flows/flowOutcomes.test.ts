import { FlowOutcomes } from './flowOutcomes';

describe('FlowOutcomes', () => {
  it('tells each opener how the flow it opened ended', async () => {
    const outcomes = new FlowOutcomes();
    const login = outcomes.wait('login');
    const moneycharge = outcomes.wait('moneycharge');
    // A visitor's top-up: login on the way, then the top-up left unpaid.
    outcomes.complete('login', 'signup');
    outcomes.ended();
    await expect(login).resolves.toBe('completed');
    await expect(moneycharge).resolves.toBe('closed');
  });

  it('forgets a completion once the dialog closed', async () => {
    const outcomes = new FlowOutcomes();
    outcomes.complete('moneycharge');
    outcomes.ended();
    const next = outcomes.wait('moneycharge');
    outcomes.ended();
    await expect(next).resolves.toBe('closed');
  });
});
