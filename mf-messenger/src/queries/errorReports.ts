import { useEffect } from 'react';
import { reporterOf, useBusEvent, usePlatform } from '@vx/shared';

/**
 * logger/vxmessengerError (spec 001 §7.2): a refused send, with the server's refusal code, and a
 * failed messenger load (`what` names it), each reported once as it happens.
 */
export function useReportRefusedSends() {
  const { rest } = usePlatform();
  useBusEvent('messengerMessageRefused', ({ code }) =>
    reporterOf(rest)('vxmessengerError', { kind: 'send_refused', code, channelId: null, page: window.location.pathname }),
  );
}

export function useReportLoadFailure(failed: boolean, what: string, channelId: number | null = null) {
  const { rest } = usePlatform();
  useEffect(() => {
    if (failed) reporterOf(rest)('vxmessengerError', { kind: 'load_failed', code: what, channelId, page: window.location.pathname });
  }, [failed, what, channelId, rest]);
}
