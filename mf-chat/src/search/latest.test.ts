import { deferred } from '../testing/fixtures';
import { createLatestRequester } from './latest';

interface Answer {
  requestId: number;
  value: string;
}

describe('createLatestRequester: the newest request id wins (spec 000 §4)', () => {
  it('stamps increasing request ids', async () => {
    const seen: number[] = [];
    const request = createLatestRequester<{ q: string }, Answer>(async (payload) => {
      seen.push(payload.requestId);
      return { requestId: payload.requestId, value: payload.q };
    });
    await request({ q: 'a' }, () => undefined);
    await request({ q: 'b' }, () => undefined);
    expect(seen[1]).toBeGreaterThan(seen[0]);
  });

  it('drops an older answer that arrives after the newer one', async () => {
    const pending: Array<ReturnType<typeof deferred<Answer>>> = [];
    const ids: number[] = [];
    const request = createLatestRequester<{ q: string }, Answer>((payload) => {
      ids.push(payload.requestId);
      const answer = deferred<Answer>();
      pending.push(answer);
      return answer.promise;
    });
    const applied: string[] = [];
    const apply = (answer: Answer) => applied.push(answer.value);

    const first = request({ q: 'old' }, apply);
    const second = request({ q: 'new' }, apply);
    // The newer answer comes first, the older one late.
    pending[1].resolve({ requestId: ids[1], value: 'new' });
    await expect(second).resolves.toBe('applied');
    pending[0].resolve({ requestId: ids[0], value: 'old' });
    await expect(first).resolves.toBe('stale');

    expect(applied).toEqual(['new']);
  });

  it('drops an older answer that arrives first, then applies the newest', async () => {
    const pending: Array<ReturnType<typeof deferred<Answer>>> = [];
    const ids: number[] = [];
    const request = createLatestRequester<{ q: string }, Answer>((payload) => {
      ids.push(payload.requestId);
      const answer = deferred<Answer>();
      pending.push(answer);
      return answer.promise;
    });
    const applied: string[] = [];
    const apply = (answer: Answer) => applied.push(answer.value);
    const outcomes = [request({ q: '1' }, apply), request({ q: '2' }, apply), request({ q: '3' }, apply)];
    pending[0].resolve({ requestId: ids[0], value: '1' });
    pending[2].resolve({ requestId: ids[2], value: '3' });
    pending[1].resolve({ requestId: ids[1], value: '2' });
    expect(await Promise.all(outcomes)).toEqual(['stale', 'stale', 'applied']);
    expect(applied).toEqual(['3']);
  });

  it('ignores an answer whose requestId is not the one sent', async () => {
    const request = createLatestRequester<object, Answer>(async () => ({ requestId: -1, value: 'foreign' }));
    const apply = jest.fn();
    await expect(request({}, apply)).resolves.toBe('stale');
    expect(apply).not.toHaveBeenCalled();
  });

  it('reports a failure only for the newest request and aborts the older one', async () => {
    const signals: AbortSignal[] = [];
    const pending: Array<ReturnType<typeof deferred<Answer>>> = [];
    const request = createLatestRequester<object, Answer>((_payload, signal) => {
      signals.push(signal);
      const answer = deferred<Answer>();
      pending.push(answer);
      return answer.promise;
    });
    const fail = jest.fn();
    const first = request({}, jest.fn(), fail);
    const second = request({}, jest.fn(), fail);
    expect(signals[0].aborted).toBe(true);
    pending[0].reject(new Error('aborted'));
    pending[1].reject(new Error('down'));
    expect(await first).toBe('stale');
    expect(await second).toBe('failed');
    expect(fail).toHaveBeenCalledTimes(1);
  });
});
