import { useTestServer } from './testing/server';
import { get, post, signupGuest } from './testing/http';

describe('app composition', () => {
  const server = useTestServer({ captureLogs: true });

  it('answers alive', async () => {
    const response = await get(`${server.url}/rest/v1/alive`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ alive: true });
  });

  it.each([
    ['GET', '/rest/v1/does-not-exist'],
    ['POST', '/rest/v1/guest/nope'],
    ['GET', '/rest/other'],
    ['GET', '/vxql/extra'],
    ['POST', '/feed/x'],
    ['GET', '/ws/x'],
    ['GET', '/demo-pay/unknown'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const response = method === 'GET' ? await get(`${server.url}${path}`) : await post(`${server.url}${path}`, {});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: expect.stringContaining(path) } });
  });

  it('answers malformed JSON with a 400 in the uniform error shape', async () => {
    const response = await post(`${server.url}/rest/v1/vxpay/login`, undefined, { raw: '{"email":' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('allows CORS from a remote origin and a *.localhost brand host, not from elsewhere', async () => {
    const remote = await get(`${server.url}/rest/v1/alive`, { headers: { origin: 'http://localhost:4001' } });
    expect(remote.headers.get('access-control-allow-origin')).toBe('http://localhost:4001');
    const brand = await get(`${server.url}/rest/v1/alive`, { headers: { origin: 'http://es.localhost:4000' } });
    expect(brand.headers.get('access-control-allow-origin')).toBe('http://es.localhost:4000');
    const other = await get(`${server.url}/rest/v1/alive`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts the access token as query parameter and never logs it, nor the Authorization header', async () => {
    const { token } = await signupGuest(server.url);
    const byQuery = await get(`${server.url}/rest/v1/guest/getGuestBalance?language=en&access_token=${token}`);
    expect(byQuery.status).toBe(200);
    const byHeader = await get(`${server.url}/rest/v1/guest/getGuestBalance`, { token });
    expect(byHeader.status).toBe(200);
    // A rejected call logs too: still no token.
    await get(`${server.url}/rest/v1/no-such-route?access_token=${token}`);

    const lines = server.logs;
    expect(lines.some((line) => line.includes('/rest/v1/guest/getGuestBalance?language=en&access_token=[REDACTED]'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line.toLowerCase()).not.toContain('bearer');
    }
  });
});
