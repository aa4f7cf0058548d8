import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { RestError } from '../api/rest';
import { usePlatform } from '../contract/platform';

/** What every coin purchase of the REST and query services answers (spec 001 §7.2, §7.4). */
export interface PurchaseAnswer {
  success: boolean;
  errorCode?: string | null;
}

export type PurchaseStatus = 'idle' | 'pending' | 'bought' | 'failed';

export interface CoinPurchaseOptions<A extends PurchaseAnswer> {
  /** Sends the purchase; the same key is sent again when an earlier attempt got no answer. */
  request: (idempotencyKey: string) => Promise<A>;
  /**
   * The purchase tracking event (spec 000 §5): what was bought, for how much. `data` may be a
   * function of the answer, for what only the server knows (a ticket id).
   */
  tracking: { source: string; type?: string; data: Record<string, unknown> | ((answer: A) => Record<string, unknown>) };
  onSuccess?: (answer: A) => void;
}

export interface CoinPurchase {
  status: PurchaseStatus;
  /**
   * The server's errorCode of the last refusal, 'too_many_attempts' when the server's attempt limit
   * answered 429 (nothing was charged), or 'network' when no answer came.
   */
  errorCode: string | null;
  buy(): void;
}

const INSUFFICIENT_BALANCE = 'insufficient_balance';
const TOO_MANY_ATTEMPTS_STATUS = 429;

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One coin purchase from a button. Charging twice is impossible by construction: clicks while a
 * request runs are ignored, and a retry after a lost answer reuses the idempotency key, so the
 * server's wallet replays instead of debiting again. A visitor is sent to login, an insufficient
 * balance opens the moneycharge flow, and a success is tracked once.
 */
export function useCoinPurchase<A extends PurchaseAnswer>(options: CoinPurchaseOptions<A>): CoinPurchase {
  const { guest, openFlow, track } = usePlatform();
  const [status, setStatus] = useState<PurchaseStatus>('idle');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  // The options of the last committed render, for buy() (rendering writes no ref: a render may be thrown away).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const pending = useRef(false);
  const key = useRef<string | null>(null);

  const buy = useCallback(() => {
    if (!guest.isLoggedIn) {
      openFlow('login');
      return;
    }
    if (pending.current) return;
    pending.current = true;
    key.current ??= newKey();
    setStatus('pending');
    setErrorCode(null);
    const { request, tracking, onSuccess } = latest.current;
    request(key.current).then(
      (answer) => {
        pending.current = false;
        // A definite answer ends this intent: the next click is a new purchase with a new key.
        key.current = null;
        if (answer.success) {
          setStatus('bought');
          const data = typeof tracking.data === 'function' ? tracking.data(answer) : tracking.data;
          track({ type: tracking.type ?? 'purchase', source: tracking.source, data });
          onSuccess?.(answer);
          return;
        }
        const code = answer.errorCode ?? 'unknown';
        setErrorCode(code);
        if (code === INSUFFICIENT_BALANCE) {
          setStatus('idle');
          openFlow('moneycharge');
        } else {
          setStatus('failed');
        }
      },
      (error: unknown) => {
        pending.current = false;
        setErrorCode(error instanceof RestError && error.status === TOO_MANY_ATTEMPTS_STATUS ? 'too_many_attempts' : 'network');
        setStatus('failed');
      },
    );
  }, [guest.isLoggedIn, openFlow, track]);

  return { status, errorCode, buy };
}
