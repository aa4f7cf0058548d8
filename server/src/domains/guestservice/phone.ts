import { PincallError } from './pincall-codes';

/**
 * The countries the pincall calls, by calling code (the brand's markets): another country's number
 * is error 2.
 */
const ALLOWED_COUNTRIES: Record<string, string> = {
  '49': 'DE',
  '43': 'AT',
  '41': 'CH',
  '423': 'LI',
  '352': 'LU',
  '31': 'NL',
  '32': 'BE',
  '34': 'ES',
};

/**
 * Premium-rate and service ranges, by calling code: a call there costs or reaches no person, so
 * the number is refused as blacklisted (error 5).
 */
const BLACKLISTED_PREFIXES: Record<string, readonly string[]> = {
  '49': ['900', '180', '137', '118', '116'],
  '43': ['900', '901', '930', '931', '939'],
  '41': ['900', '901', '906'],
  '423': ['900', '901', '906'],
  '352': ['900', '901', '905'],
  '31': ['900', '906', '909'],
  '32': ['900', '902', '903', '904', '905'],
  '34': ['803', '806', '807', '905'],
};

export interface PhoneNumber {
  countryCode: string;
  preCode: string;
  /** National number without its trunk 0. */
  number: string;
  /** International form, "+" and digits. */
  e123: string;
}

/** E.164: at most 15 digits with the calling code; fewer than 8 is no reachable number. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * Reads a number the guest typed in international form ("+49 170 1234567", "0049-170/1234567");
 * spaces, dashes, dots, slashes and brackets are ignored. Throws the pincall's own errors.
 */
export function parsePhoneNumber(input: string): PhoneNumber {
  const compact = input.trim().replace(/[\s\-./()]/g, '');
  const match = /^(?:\+|00)([1-9]\d*)$/.exec(compact);
  if (!match || match[1].length < MIN_DIGITS || match[1].length > MAX_DIGITS) throw new PincallError(1);
  const digits = match[1];
  // Calling codes are prefix-free: at most one of 1 to 3 digits fits.
  const preCode = ['1', '2', '3'].map((length) => digits.slice(0, Number(length))).find((code) => Object.hasOwn(ALLOWED_COUNTRIES, code));
  if (!preCode) throw new PincallError(2);
  // A trunk 0 written after the calling code ("+49 (0)170 ...") is not dialled from abroad.
  const number = digits.slice(preCode.length).replace(/^0/, '');
  if (number.length < MIN_DIGITS - preCode.length) throw new PincallError(1);
  if (BLACKLISTED_PREFIXES[preCode].some((prefix) => number.startsWith(prefix))) throw new PincallError(5);
  return { countryCode: ALLOWED_COUNTRIES[preCode], preCode, number, e123: `+${preCode}${number}` };
}
