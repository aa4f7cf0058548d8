import { CONSENT_COOKIE } from '@vx/shared/constants';

/**
 * Whether the request's cookies hold the guest's consent choice, read as the shell reads it
 * (shell/src/consent): a cookie that does not parse is no choice, and the banner shows.
 */
export function consentDecided(cookieHeader: string | undefined): boolean {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return false;
  try {
    // The shell reads fields of what parses, so only null fails there.
    return JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1))) !== null;
  } catch {
    return false;
  }
}
