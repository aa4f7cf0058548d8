import { COIN_PER_EURO } from '../constants';

/** Coins, credits and vouchers are whole numbers; EUR and CHF amounts carry two decimals. */
export const CURRENCY_DECIMALS = { VXC: 0, CREDIT: 0, VOUCHER: 0, EUR: 2, CHF: 2 } as const;
export type Currency = keyof typeof CURRENCY_DECIMALS;

export function isCurrency(value: string): value is Currency {
  return Object.prototype.hasOwnProperty.call(CURRENCY_DECIMALS, value);
}

export function decimalsOf(currency: string): number {
  if (!isCurrency(currency)) throw new Error(`Unknown currency: ${currency}`);
  return CURRENCY_DECIMALS[currency];
}

/** Coins for a euro amount given in cents: euro × 4, rounded up (spec 001 §9). */
export function coinsForEuroCents(cents: number): number {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Invalid cent amount: ${cents}`);
  // Integer arithmetic: cents * 4 / 100 rounded up, without floating-point drift.
  return Math.ceil((cents * COIN_PER_EURO) / 100);
}

const SYMBOLS: Record<Currency, string> = { VXC: 'VXC', CREDIT: 'Credits', VOUCHER: 'Voucher', EUR: '€', CHF: 'CHF' };

// Making an Intl.NumberFormat costs far more than formatting with one, and a grid formats a price per tile.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format;
}

/** A price for a tile; an unknown currency shows its raw value rather than breaking the page. */
export function formatPrice(price: { value: number; currency: string }, language: string): string {
  try {
    return formatMoney(price.value, price.currency, language);
  } catch {
    return `${price.value} ${price.currency}`;
  }
}

/**
 * Formats an amount in its smallest unit (whole coins, or cents for EUR and CHF) for a language.
 * An unknown currency is an error.
 */
export function formatMoney(amount: number, currency: string, language = 'en'): string {
  const decimals = decimalsOf(currency);
  const value = decimals === 0 ? amount : amount / 10 ** decimals;
  const number = numberFormat(language, decimals).format(value);
  const symbol = SYMBOLS[currency as Currency];
  return `${number} ${symbol}`;
}
