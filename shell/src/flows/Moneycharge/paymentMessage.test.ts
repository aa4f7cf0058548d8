import { readPaymentBonus, readPaymentMessage } from './paymentMessage';

const origin = 'https://www.visit-x.test';

describe('readPaymentMessage', () => {
  it('reads success, cancel and failure from the own origin', () => {
    expect(readPaymentMessage({ origin, data: { type: 'vxpay:success', paymentId: 'p1' } }, origin, 'p1')).toBe('success');
    expect(readPaymentMessage({ origin, data: { type: 'vxpay:cancel' } }, origin, 'p1')).toBe('cancel');
    expect(readPaymentMessage({ origin, data: { type: 'vxpay:failure', paymentId: null } }, origin, 'p1')).toBe('failure');
  });

  it('ignores messages of foreign origins', () => {
    expect(readPaymentMessage({ origin: 'https://evil.test', data: { type: 'vxpay:success' } }, origin, 'p1')).toBeNull();
    expect(readPaymentMessage({ origin: 'null', data: { type: 'vxpay:success' } }, origin, 'p1')).toBeNull();
  });

  it('ignores other payments and unrelated messages', () => {
    expect(readPaymentMessage({ origin, data: { type: 'vxpay:success', paymentId: 'other' } }, origin, 'p1')).toBeNull();
    expect(readPaymentMessage({ origin, data: { type: 'something' } }, origin, 'p1')).toBeNull();
    expect(readPaymentMessage({ origin, data: 'vxpay:success' }, origin, 'p1')).toBeNull();
    expect(readPaymentMessage({ origin, data: { type: 'toString' } }, origin, 'p1')).toBeNull();
  });
});

describe('readPaymentBonus', () => {
  it('reads the bonus coins of a success message, and 0 for none or a malformed one', () => {
    expect(readPaymentBonus({ type: 'vxpay:success', paymentId: 'p1', bonusCoins: 30 })).toBe(30);
    expect(readPaymentBonus({ type: 'vxpay:success', paymentId: 'p1', bonusCoins: 0 })).toBe(0);
    expect(readPaymentBonus({ type: 'vxpay:success', paymentId: 'p1' })).toBe(0);
    for (const bonusCoins of [-5, 2.5, '30', null, Number.POSITIVE_INFINITY]) expect(readPaymentBonus({ bonusCoins })).toBe(0);
    expect(readPaymentBonus(null)).toBe(0);
    expect(readPaymentBonus('vxpay:success')).toBe(0);
  });
});
