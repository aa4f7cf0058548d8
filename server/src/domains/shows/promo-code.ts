import { randomInt } from 'node:crypto';

/** Capitals and digits without the look-alikes 0/O, 1/I/L: a code read aloud or off a banner is typed right. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 characters of 31: about 59 bits, far beyond guessing at a few attempts per quarter hour. */
export const PROMO_CODE_LENGTH = 12;

/** A promo code from the operating system's cryptographic random source, never from the seeded PRNG. */
export function newPromoCode(length = PROMO_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)];
  return code;
}
