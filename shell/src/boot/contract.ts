import { formatMoney, isLanguage } from '@vx/shared';

// Importing evaluates: the contract, whose module builds every protocol schema, in a task of its
// own at start (src/index.ts).
export { themes } from '@vx/shared';

/**
 * Builds the number formats of the page's language (coins without decimals, euros with two), which
 * formatMoney keeps: a page's first Intl.NumberFormat loads the locale's data, about 15 ms on a
 * desktop and four times that on a phone, which would otherwise land in the app's first task.
 */
export function warmNumberFormats(path = window.location.pathname): void {
  const prefix = path.split('/')[1];
  if (!isLanguage(prefix)) return;
  formatMoney(0, 'VXC', prefix);
  formatMoney(0, 'EUR', prefix);
}
