import { RestError } from '@vx/shared';

/**
 * Failed calls carry only a status (spec 001 §7.1); the forms map it to a message key of the
 * 'shell' namespace.
 */
export function loginErrorKey(error: unknown): string {
  const status = error instanceof RestError ? error.status : 0;
  if (status === 401) return 'flows.errors.wrongCredentials';
  if (status === 403) return 'flows.errors.accountLocked';
  if (status === 429) return 'flows.errors.tooManyAttempts';
  return 'flows.errors.tryLater';
}

/** 422 is the server's weak_password, 409 its name_taken: the form's own checks catch what else a 400 would be. */
export function signupErrorKey(error: unknown): string {
  const status = error instanceof RestError ? error.status : 0;
  if (status === 422) return 'flows.errors.weakPassword';
  if (status === 409) return 'guestName.errors.taken';
  if (status === 400) return 'flows.errors.checkEntries';
  if (status === 429) return 'flows.errors.tooManyAttempts';
  return 'flows.errors.tryLater';
}

/** A change of name (guest/profile/update): taken by a guest or an actor (409), or refused by the server's rules. */
export function guestNameChangeErrorKey(error: unknown): string {
  const status = error instanceof RestError ? error.status : 0;
  if (status === 409) return 'guestName.errors.taken';
  if (status === 400) return 'guestName.errors.characters';
  if (status === 429) return 'flows.errors.tooManyAttempts';
  return 'flows.errors.tryLater';
}

/** A mailed link (password reset, signup confirmation) that failed: used up, expired, or a weak new password. */
export function mailedLinkErrorKey(error: unknown): string {
  const status = error instanceof RestError ? error.status : 0;
  if (status === 422) return 'flows.errors.weakPassword';
  if (status === 400 || status === 404 || status === 410) return 'flows.errors.invalidToken';
  if (status === 429) return 'flows.errors.tooManyAttempts';
  return 'flows.errors.tryLater';
}

/** Whether a failed reset request must be reported (the confirmation is the same for any address). */
export function resetRequestFailed(error: unknown): boolean {
  const status = error instanceof RestError ? error.status : 0;
  return status === 0 || status === 429 || status >= 500;
}
