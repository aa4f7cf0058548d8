import { get } from '../testing/http';
import { useTestServer } from '../testing/server';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/rest/v1/x?access_token=abc', '/rest/v1/x?access_token=[REDACTED]'],
    ['/ws?language=en&access_token=abc&ver=2', '/ws?language=en&access_token=[REDACTED]&ver=2'],
    ['/rest/v1/vxpay/onsuccess?paymentId=p&signature=ff', '/rest/v1/vxpay/onsuccess?paymentId=p&signature=[REDACTED]'],
    ['/rest/v1/x?ACCESS_TOKEN=abc', '/rest/v1/x?ACCESS_TOKEN=[REDACTED]'],
    ['/rest/v1/x?my_access_token=abc', '/rest/v1/x?my_access_token=abc'],
    ['/rest/v1/alive', '/rest/v1/alive'],
    // Encoded or bracketed names decode to access_token in a query parser: redacted too.
    ['/rest/v1/x?access%5Ftoken=abc', '/rest/v1/x?access%5Ftoken=[REDACTED]'],
    ['/rest/v1/x?%61ccess_token=abc', '/rest/v1/x?%61ccess_token=[REDACTED]'],
    ['/rest/v1/x?access_token[]=abc', '/rest/v1/x?access_token[]=[REDACTED]'],
    ['/rest/v1/x?access_token%5B%5D=abc', '/rest/v1/x?access_token%5B%5D=[REDACTED]'],
    ['/rest/v1/x?access_token=a&access_token=b', '/rest/v1/x?access_token=[REDACTED]&access_token=[REDACTED]'],
    ['/rest/v1/x?access_token', '/rest/v1/x?access_token=[REDACTED]'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request log lines', () => {
  const server = useTestServer({ captureLogs: true });

  it.each(['access%5Ftoken', '%61ccess_token', 'access_token[]', 'access_token'])(
    'never write the token sent as ?%s=',
    async (name) => {
      const token = `secret-${Math.random().toString(36).slice(2)}`;
      await get(`${server.url}/rest/v1/alive?${name}=${token}&${name}=${token}2`);
      expect(server.logs.join('\n')).toContain('/rest/v1/alive?');
      expect(server.logs.join('\n')).not.toContain(token);
    },
  );
});
