import { post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { REPORTS_PER_MINUTE } from './rest';

describe('logger routes (spec 001 §7.2 logger/*)', () => {
  const server = useTestServer({ captureLogs: true });
  const reports = () => server.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => typeof line.report === 'string');

  it('each report is logged at warn and answered 204; a logged-in guest’s id goes along', async () => {
    const guest = await signupGuest(server.url);
    const online = await post(`${server.rest}/logger/browserOnline`, { offlineMs: 4200, page: '/en/messenger/' });
    expect(online.status).toBe(204);
    expect(online.text).toBe('');
    const socket = await post(`${server.rest}/logger/websocketConnectionError`, { code: 1006, reason: '', attempt: 3, page: '/de/' }, { token: guest.token });
    expect(socket.status).toBe(204);
    const messenger = await post(`${server.rest}/logger/vxmessengerError`, { kind: 'send_refused', code: 'insufficient_balance', channelId: 12, page: '/en/messenger/' }, { token: guest.token });
    expect(messenger.status).toBe(204);
    expect(reports()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, report: 'browserOnline', guestId: null, offlineMs: 4200, page: '/en/messenger/' }),
        expect.objectContaining({ level: 40, report: 'websocketConnectionError', guestId: guest.guestId, code: 1006, attempt: 3 }),
        expect.objectContaining({ level: 40, report: 'vxmessengerError', guestId: guest.guestId, kind: 'send_refused', code: 'insufficient_balance', channelId: 12 }),
      ]),
    );
  });

  it('token-like text is redacted before it is logged; no token ever reaches the log', async () => {
    const guest = await signupGuest(server.url);
    const reason = `closed Bearer ${guest.token} access_token=${guest.token} eyJhbGciOi.eyJzdWIi.sig`;
    const answer = await post(`${server.rest}/logger/websocketConnectionError`, { code: 1011, reason, attempt: 1, page: `/en/?access_token=${guest.token}` }, { token: guest.token });
    expect(answer.status).toBe(204);
    const logged = reports().find((line) => line.code === 1011)!;
    expect(logged.reason).toBe('closed [redacted] [redacted] [redacted]');
    expect(logged.page).toBe('/en/?[redacted]');
    expect(server.logs.join('\n')).not.toContain(guest.token);
  });

  it('bad bodies answer 400 with the uniform error and log nothing; an extra field (a token) is refused', async () => {
    const before = reports().length;
    const bad: Array<[string, unknown]> = [
      ['browserOnline', { offlineMs: -1, page: '/' }],
      ['browserOnline', { offlineMs: 1, page: 'x'.repeat(301) }],
      ['browserOnline', { offlineMs: 1, page: '/', accessToken: 'abc' }],
      ['websocketConnectionError', { code: 'x', reason: '', attempt: 1, page: '/' }],
      ['websocketConnectionError', { code: 1006, reason: '', page: '/' }],
      ['vxmessengerError', { kind: 'crash', code: 'x', channelId: null, page: '/' }],
      ['vxmessengerError', { kind: 'load_failed', code: 'Has Spaces', channelId: null, page: '/' }],
      ['vxmessengerError', { kind: 'load_failed', code: 'channels', channelId: 0, page: '/' }],
    ];
    for (const [report, body] of bad) {
      const answer = await post(`${server.rest}/logger/${report}`, body);
      expect({ report, body, status: answer.status }).toEqual({ report, body, status: 400 });
      expect(answer.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    const huge = await post(`${server.rest}/logger/browserOnline`, { offlineMs: 1, page: '/', pad: 'x'.repeat(4000) });
    expect(huge.status).toBe(413);
    expect(reports().length).toBe(before);
  });

  it(`is limited to ${REPORTS_PER_MINUTE} reports a minute per address: then 429 with Retry-After`, async () => {
    const body = { kind: 'load_failed', code: 'channels', channelId: null, page: '/' };
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1) statuses.push((await post(`${server.rest}/logger/vxmessengerError`, body)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(REPORTS_PER_MINUTE);
    const limited = await post(`${server.rest}/logger/vxmessengerError`, body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.body.error.code).toBe('too_many_attempts');
  });
});
