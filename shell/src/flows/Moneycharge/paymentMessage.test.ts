import { readPaymentMessage } from './paymentMessage';

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
