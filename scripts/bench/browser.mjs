/**
 * One Chromium for the browser measurements: Debian's /usr/bin/chromium (never a downloaded
 * browser), launched with the flags of TOOLCHAIN.md. Each measurement opens its own context, so
 * every page load starts with an empty HTTP cache — a first visit, which is what the budgets mean.
 */
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A desktop-sized context: the navbar shows its links instead of a burger menu. */
export function newContext(browser, options = {}) {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
}
