import { BehaviorSubject } from 'rxjs';
import { CONSENT_COOKIE as COOKIE, type ConsentCategory } from '@vx/shared';

const MAX_AGE_DAYS = 365;

export type ConsentChoice = Record<ConsentCategory, boolean>;
export interface ConsentState {
  /** Whether the guest has chosen; until then only necessary cookies are used. */
  decided: boolean;
  choice: ConsentChoice;
}

const NECESSARY_ONLY: ConsentChoice = { necessary: true, functional: false, analytics: false };

function read(): ConsentState {
  const raw = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!raw) return { decided: false, choice: NECESSARY_ONLY };
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as Partial<ConsentChoice>;
    return {
      decided: true,
      choice: { necessary: true, functional: parsed.functional === true, analytics: parsed.analytics === true },
    };
  } catch {
    return { decided: false, choice: NECESSARY_ONLY };
  }
}

/** The cookie consent of the three categories (spec 000 §5); necessary is always on. */
export const consent = {
  state$: new BehaviorSubject<ConsentState>(typeof document === 'undefined' ? { decided: false, choice: NECESSARY_ONLY } : read()),
  allows(category: ConsentCategory): boolean {
    return this.state$.value.choice[category];
  },
  decide(choice: Omit<ConsentChoice, 'necessary'>): void {
    const full: ConsentChoice = { necessary: true, functional: choice.functional, analytics: choice.analytics };
    const value = encodeURIComponent(JSON.stringify(full));
    document.cookie = `${COOKIE}=${value}; Max-Age=${MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax`;
    this.state$.next({ decided: true, choice: full });
  },
};
