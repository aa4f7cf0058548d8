import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/rest/v1/x?access_token=abc', '/rest/v1/x?access_token=[REDACTED]'],
    ['/ws?language=en&access_token=abc&ver=2', '/ws?language=en&access_token=[REDACTED]&ver=2'],
    ['/rest/v1/vxpay/onsuccess?paymentId=p&signature=ff', '/rest/v1/vxpay/onsuccess?paymentId=p&signature=[REDACTED]'],
    ['/rest/v1/x?ACCESS_TOKEN=abc', '/rest/v1/x?ACCESS_TOKEN=[REDACTED]'],
    ['/rest/v1/x?my_access_token=abc', '/rest/v1/x?my_access_token=abc'],
    ['/rest/v1/alive', '/rest/v1/alive'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
