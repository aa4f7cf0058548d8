import { RestError } from '@vx/shared';

const statusOf = (error: unknown) => (error instanceof RestError ? error.status : 0);

/** An e-mail change refused: a taken address (409), else a wrong password or address (400; the form checked the format). */
export function emailChangeErrorKey(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return 'profile.email.errors.taken';
  if (status === 400) return 'profile.email.errors.refused';
  return 'profile.errors.save';
}

/** A password change refused: the current one wrong (400) or the new one too easy to guess (422, the signup's rule). */
export function passwordChangeErrorKey(error: unknown): string {
  const status = statusOf(error);
  if (status === 422) return 'profile.password.errors.weak';
  if (status === 400) return 'profile.password.errors.wrongCurrent';
  return 'profile.errors.save';
}
