/** Pincall error codes (spec 001 §8), each with the words the service answers it with. */
export const PINCALL_ERRORS = {
  1: 'Invalid phone number.',
  2: 'Country not allowed.',
  3: 'Invalid verification type.',
  4: 'Verification time out.',
  5: 'Blacklisted number.',
  6: 'Number not unique.',
  7: 'Id does not exist.',
  8: 'Invalid code.',
  9: 'Attempt limit reached.',
  10: 'Unknown error.',
} as const;
export type PincallErrorCode = keyof typeof PINCALL_ERRORS;

/** A refusal of the pincall calls: answered as `errors: [{ errorCode, message }]`, never as a crash. */
export class PincallError extends Error {
  constructor(readonly errorCode: PincallErrorCode) {
    super(PINCALL_ERRORS[errorCode]);
  }
}

/** Pincall lengths (spec 001 §9): 6 digits for mobile numbers, 5 for fixed ones. */
export const PIN_LENGTHS = { mobile: 6, fixed: 5 } as const;
export type PincallType = keyof typeof PIN_LENGTHS;
export const isPincallType = (type: string): type is PincallType => Object.hasOwn(PIN_LENGTHS, type);

/** How long a PIN is good for, how many wrong ones a verification takes, how many calls a guest gets a day. */
export const PIN_TTL_MS = 10 * 60_000;
export const MAX_FAILED_ATTEMPTS = 3;
export const MAX_CALLS_PER_DAY = 5;
