import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RestError } from '../api/rest';
import { usePlatform } from '../contract/platform';
import type { PurchaseOffer } from './offer';

/** What every coin purchase of the REST and query services answers (spec 001 §7.2, §7.4). */
export interface PurchaseAnswer {
  success: boolean;
  errorCode?: string | null;
}

export type PurchaseStatus = 'idle' | 'pending' | 'bought' | 'failed';

export interface CoinPurchaseOptions<A extends PurchaseAnswer> {
  /** Sends the purchase; the same key is sent again when an earlier attempt got no answer. */
  request: (idempotencyKey: string) => Promise<A>;
  /** What the guest is asked before coins are spent; a price of 0 (a free ticket) asks nothing. */
  offer: PurchaseOffer;
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
 * purchase runs (asking, sending, topping up) are ignored, and a retry after a lost answer reuses
 * the idempotency key, so the server's wallet replays instead of debiting again. A visitor is sent
 * to login; before coins are spent the shell asks the guest (price, balance after). An insufficient
 * balance opens moneycharge; a top-up paid there resumes the purchase with the same key (the wallet
 * keeps no refusal), asked again with the new balance; a top-up left unpaid ends it. A success is
 * tracked once.
 */
export function useCoinPurchase<A extends PurchaseAnswer>(options: CoinPurchaseOptions<A>): CoinPurchase {
  const { guest, openFlow, confirmPurchase, track } = usePlatform();
  const [status, setStatus] = useState<PurchaseStatus>('idle');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  // The options of the last committed render, for buy() (rendering writes no ref: a render may be thrown away).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = useRef(false);
  const key = useRef<string | null>(null);

  /** One purchase intent, from the question to its end; `busy` holds for all of it. */
  const run = useCallback(async (): Promise<void> => {
    for (let resumed = false; ; resumed = true) {
      const { offer } = latest.current;
      // Nothing was sent for a new key when the guest says no; a key of a lost answer stays for the next try.
      if (offer.price > 0 && !(await confirmPurchase({ ...offer, resumed }))) return;
      key.current ??= newKey();
      setStatus('pending');
      setErrorCode(null);
      const { request, tracking, onSuccess } = latest.current;
      let answer: A;
      try {
        answer = await request(key.current);
      } catch (error) {
        setErrorCode(error instanceof RestError && error.status === TOO_MANY_ATTEMPTS_STATUS ? 'too_many_attempts' : 'network');
        setStatus('failed');
        return;
      }
      const code = answer.success ? null : (answer.errorCode ?? 'unknown');
      setErrorCode(code);
      if (code === INSUFFICIENT_BALANCE) {
        setStatus('idle');
        // The wallet keeps no refusal: after a paid top-up the same key buys (still one charge).
        if ((await openFlow('moneycharge')) === 'completed' && mounted.current) continue;
        key.current = null;
        return;
      }
      // A definite answer ends this intent: the next click is a new purchase with a new key.
      key.current = null;
      if (code !== null) {
        setStatus('failed');
        return;
      }
      setStatus('bought');
      const data = typeof tracking.data === 'function' ? tracking.data(answer) : tracking.data;
      track({ type: tracking.type ?? 'purchase', source: tracking.source, data });
      onSuccess?.(answer);
      return;
    }
  }, [confirmPurchase, openFlow, track]);

  const buy = useCallback(() => {
    if (!guest.isLoggedIn) {
      openFlow('login');
      return;
    }
    if (busy.current) return;
    busy.current = true;
    void run().finally(() => {
      busy.current = false;
    });
  }, [guest.isLoggedIn, openFlow, run]);

  return { status, errorCode, buy };
}
