import { nextRequestId } from './requestId';

export type Outcome = 'applied' | 'stale' | 'failed';

interface Answer {
  requestId?: string | number | null;
}

/**
 * Sends requests stamped with an increasing requestId and applies an answer only if it is for the
 * newest request sent through this requester (spec 000 §4): a slow answer to an older search
 * never overwrites a newer one. The previous request is aborted when a new one starts.
 */
export function createLatestRequester<P, R extends Answer>(
  send: (payload: P & { requestId: number }, signal: AbortSignal) => Promise<R>,
) {
  let newest = 0;
  let controller: AbortController | null = null;
  return async function request(
    payload: P,
    apply: (answer: R, requestId: number) => void,
    fail: (error: unknown) => void = () => undefined,
  ): Promise<Outcome> {
    const requestId = nextRequestId();
    newest = requestId;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    try {
      const answer = await send({ ...payload, requestId }, own.signal);
      const answered = answer.requestId;
      if (requestId !== newest) return 'stale';
      if (answered !== undefined && answered !== null && Number(answered) !== requestId) return 'stale';
      apply(answer, requestId);
      return 'applied';
    } catch (error) {
      if (requestId !== newest) return 'stale';
      fail(error);
      return 'failed';
    } finally {
      if (controller === own) controller = null;
    }
  };
}
