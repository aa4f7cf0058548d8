import { graphQLCode } from './graphQLCode';

describe('graphQLCode', () => {
  it('takes the first GraphQL error code of a query-service failure', () => {
    expect(graphQLCode({ response: { errors: [{ extensions: { code: 'NO_SPINS' } }, { extensions: { code: 'OTHER' } }] } })).toBe('NO_SPINS');
    expect(graphQLCode(new Error('network'))).toBeUndefined();
    expect(graphQLCode({ response: { errors: [{ extensions: { code: 7 } }] } })).toBeUndefined();
    expect(graphQLCode(null)).toBeUndefined();
  });
});
