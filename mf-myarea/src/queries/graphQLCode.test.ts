import { RestError } from '@vx/shared';
import { graphQLCode } from './graphQLCode';
import { refusalOfRedeem } from './rewards';

describe('reading a refusal', () => {
  it('takes the first GraphQL error code of a query-service failure', () => {
    expect(graphQLCode({ response: { errors: [{ extensions: { code: 'NO_SPINS' } }, { extensions: { code: 'OTHER' } }] } })).toBe('NO_SPINS');
    expect(graphQLCode(new Error('network'))).toBeUndefined();
    expect(graphQLCode({ response: { errors: [{ extensions: { code: 7 } }] } })).toBeUndefined();
    expect(graphQLCode(null)).toBeUndefined();
  });

  it('names a redemption refusal by its status, and nothing for other failures', () => {
    expect(refusalOfRedeem(new RestError(409))).toBe('bonus_code_already_redeemed');
    expect(refusalOfRedeem(new RestError(404))).toBe('bonus_code_not_found');
    expect(refusalOfRedeem(new RestError(500))).toBeUndefined();
    expect(refusalOfRedeem(new Error('offline'))).toBeUndefined();
  });
});
