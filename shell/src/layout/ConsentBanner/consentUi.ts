import { BehaviorSubject } from 'rxjs';

/** Whether the guest asked to see the cookie settings again (footer link), after having decided. */
export const consentReopened$ = new BehaviorSubject(false);

export const reopenConsent = () => consentReopened$.next(true);
