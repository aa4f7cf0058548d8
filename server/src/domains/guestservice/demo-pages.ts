import { escapeHtml, scriptJson, type HtmlPage } from '../../http/html';
import type { AvsCheckRow } from '../guests/verification-schema';

const AVS_BAR = '<p><span class="badge">DEMO PROVIDER – no real age check, no money is charged</span></p>';

/** The demo provider's age-verification checkout: pay and pass, a declined check, or cancel. */
export function avsCheckoutPage(check: AvsCheckRow, brandName: string): HtmlPage {
  const id = escapeHtml(check.id);
  if (check.status !== 'open') {
    return { title: 'Age verification', body: `${AVS_BAR}<h1>Age verification</h1><p>This check is already ${escapeHtml(check.status)}.</p>` };
  }
  const form = (action: string, label: string) =>
    `<form method="post" action="/demo-avs/checkout/${id}/${action}"><button type="submit">${label}</button></form>`;
  return {
    title: `Age verification – ${brandName}`,
    body: `${AVS_BAR}<h1>Age verification for ${escapeHtml(brandName)}</h1>
<p>A payment method in your name confirms that you are of age.</p>
${form('accept', 'Pay and verify')}${form('reject', 'Simulate a declined check')}${form('cancel', 'Cancel')}
<p>Reference ${id}</p>`,
  };
}

/**
 * After the checkout: tells the shell (the page framing this one, or the window that opened it),
 * at our own origin only, and offers the way back. The result itself reaches the guest on the socket.
 */
export function avsDonePage(check: AvsCheckRow): HtmlPage {
  const text: Record<string, string> = {
    accepted: 'Your age is verified.',
    rejected: escapeHtml(check.message ?? 'The check was declined.'),
    cancelled: 'The check was cancelled. Nothing was charged.',
  };
  return {
    title: 'Age verification',
    body: `${AVS_BAR}<h1>Age verification</h1><p>${text[check.status] ?? escapeHtml(check.status)}</p><p><a href="${escapeHtml(check.forwardUrl)}">Back</a></p>`,
    script: `var m=${scriptJson({ type: 'avs:done', checkId: check.id, status: check.status })},o=window.location.origin;
try{if(window.parent&&window.parent!==window)window.parent.postMessage(m,o);}catch(e){}
try{if(window.opener)window.opener.postMessage(m,o);}catch(e){}`,
  };
}

/** The dev-only pincall inbox: the demo caller's calls, PIN included. */
export function pincallInboxPage(calls: ReadonlyArray<{ e123: string; pin: string; createdAt: Date }>, e123: string | undefined): HtmlPage {
  const items = calls.map(
    (call) => `<li><strong data-testid="demo-pin">${escapeHtml(call.pin)}</strong> to ${escapeHtml(call.e123)}, ${escapeHtml(call.createdAt.toISOString())}</li>`,
  );
  return {
    title: 'Demo pincall inbox',
    body: `<p><span class="badge">DEMO PINCALL – no call leaves this server</span></p><h1>${e123 ? `Calls to ${escapeHtml(e123)}` : 'The newest calls'}</h1>
${items.length > 0 ? `<ol>${items.join('\n')}</ol>` : '<p>No calls.</p>'}`,
  };
}
