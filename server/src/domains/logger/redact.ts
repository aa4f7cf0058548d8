/**
 * What looks like a credential in a client's report: a bearer or access-token pair, a JWT, or any
 * run of 24+ token characters (session ids, hashes). Client reports carry page paths and error
 * texts, and a token pasted into either must never reach the log.
 */
const TOKEN_LIKE = [
  /bearer\s+\S+/gi,
  /(access_?token|token|auth|session|password|pwd)=[^&\s]*/gi,
  /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g,
  /[A-Za-z0-9_\-+/=]{24,}/g,
];

export const REDACTED = '[redacted]';

/** The text with every token-like part replaced by `[redacted]`. */
export function redactTokens(text: string): string {
  return TOKEN_LIKE.reduce((out, pattern) => out.replace(pattern, REDACTED), text);
}
