import { RestError } from '@vx/shared';
import { refusalOfRedeem } from './rewards';

describe('reading a refusal', () => {
  it('names a redemption refusal by its status, and nothing for other failures', () => {
    expect(refusalOfRedeem(new RestError(409))).toBe('bonus_code_already_redeemed');
    expect(refusalOfRedeem(new RestError(404))).toBe('bonus_code_not_found');
    expect(refusalOfRedeem(new RestError(500))).toBeUndefined();
    expect(refusalOfRedeem(new Error('offline'))).toBeUndefined();
  });
});
