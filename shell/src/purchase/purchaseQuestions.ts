import { BehaviorSubject } from 'rxjs';
import type { PurchaseQuestion } from '@vx/shared';

/** The question on screen and how to answer it. */
export interface OpenQuestion {
  question: PurchaseQuestion;
  answer(yes: boolean): void;
}

/** Set when the guest ticked "don't ask again in this session". */
export const NO_QUESTIONS_KEY = 'vx.purchaseNoQuestions';

/**
 * The questions before coins are spent (platform.confirmPurchase), one at a time; the shell's
 * PurchaseConfirmHost shows the open one. A guest who opted out is not asked again in this tab's
 * session (sessionStorage), except for a purchase resumed after a top-up, which no click started.
 */
export class PurchaseQuestions {
  readonly open$ = new BehaviorSubject<OpenQuestion | null>(null);

  constructor(private readonly storage: () => Storage = () => window.sessionStorage) {}

  ask(question: PurchaseQuestion): Promise<boolean> {
    if (!question.resumed && this.optedOut()) return Promise.resolve(true);
    // A newer question replaces one still open; the older purchase is not made.
    this.open$.value?.answer(false);
    return new Promise((resolve) => {
      const open: OpenQuestion = {
        question,
        answer: (yes) => {
          if (this.open$.value === open) this.open$.next(null);
          resolve(yes);
        },
      };
      this.open$.next(open);
    });
  }

  optedOut(): boolean {
    try {
      return this.storage().getItem(NO_QUESTIONS_KEY) !== null;
    } catch {
      return false;
    }
  }

  optOut(): void {
    try {
      this.storage().setItem(NO_QUESTIONS_KEY, '1');
    } catch {
      // Storage refused (private mode): the guest is simply asked again.
    }
  }
}
