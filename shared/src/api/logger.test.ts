import { createReporter, MAX_QUEUED_REPORTS, type ReporterEnv } from './logger';
import { RestError, type RestClient } from './rest';

function setup(online: boolean) {
  let isOnline = online;
  const listeners: Array<() => void> = [];
  const env: ReporterEnv = { isOnline: () => isOnline, onOnline: (listener) => listeners.push(listener) };
  const call = jest.fn<Promise<unknown>, [string, { payload?: Record<string, unknown> }]>(() => Promise.resolve(undefined));
  const report = createReporter({ call } as unknown as RestClient, env);
  const comeOnline = async () => {
    isOnline = true;
    listeners.forEach((listener) => listener());
    await Promise.resolve();
  };
  return { call, report, comeOnline, goOffline: () => (isOnline = false) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('logger reporter (spec 001 §7.2 logger/*)', () => {
  it('posts a report at once when online', () => {
    const { call, report } = setup(true);
    report('browserOnline', { offlineMs: 5, page: '/en/' });
    expect(call).toHaveBeenCalledWith('logger/browserOnline', expect.objectContaining({ method: 'POST', payload: { offlineMs: 5, page: '/en/' } }));
  });

  it('queues reports made offline and replays them in order once online', async () => {
    const { call, report, comeOnline } = setup(false);
    report('websocketConnectionError', { code: 1006, reason: '', attempt: 1, page: '/' });
    report('vxmessengerError', { kind: 'load_failed', code: 'channels', channelId: null, page: '/' });
    expect(call).not.toHaveBeenCalled();
    await comeOnline();
    expect(call.mock.calls.map(([path]) => path)).toEqual(['logger/websocketConnectionError', 'logger/vxmessengerError']);
  });

  it('a call that could not reach the server waits for the next online; a refused one is dropped', async () => {
    const { call, report, comeOnline } = setup(true);
    call.mockRejectedValueOnce(new RestError(0)).mockRejectedValueOnce(new RestError(400));
    report('browserOnline', { offlineMs: 1, page: '/a' });
    report('browserOnline', { offlineMs: 2, page: '/b' });
    await flush();
    await comeOnline();
    expect(call.mock.calls.map(([, options]) => options.payload?.page)).toEqual(['/a', '/b', '/a']);
  });

  it(`keeps the newest ${MAX_QUEUED_REPORTS} reports while offline and cuts long text`, async () => {
    const { call, report, comeOnline } = setup(false);
    for (let i = 0; i < MAX_QUEUED_REPORTS + 5; i += 1) report('browserOnline', { offlineMs: i, page: 'x'.repeat(400) });
    await comeOnline();
    expect(call).toHaveBeenCalledTimes(MAX_QUEUED_REPORTS);
    expect(call.mock.calls[0][1].payload).toEqual({ offlineMs: 5, page: 'x'.repeat(300) });
  });
});
