import type { BrowserContext, Page } from '@playwright/test';

type ViolationWindow = Window & { __csp: string[] };

/** Collects each frame's `securitypolicyviolation` events in the page; install before the first navigation. */
export async function recordCspEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as ViolationWindow).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`));
  });
}

/** Every CSP violation Chromium reports on the console ("Refused to apply inline style …"), of the page and its frames. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The `securitypolicyviolation` events recordCspEvents collected in every frame of the page. */
export async function reportedViolations(page: Page): Promise<string[]> {
  const frames = await Promise.all(page.frames().map((frame) => frame.evaluate(() => (window as unknown as ViolationWindow).__csp ?? []).catch(() => [])));
  return frames.flat();
}
