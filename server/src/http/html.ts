import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for an inline <script>: `<`, `>`, `&` and line separators escaped so it cannot close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HtmlPage {
  title: string;
  /** Already-escaped HTML of the body. */
  body: string;
  /** Inline script, run under a per-response nonce. */
  script?: string;
  /** A stylesheet of this origin (a path), applied after the base style. */
  stylesheet?: string;
  status?: number;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.badge{display:inline-block;background:#fde68a;color:#713f12;border-radius:4px;padding:2px 8px;font-size:.8rem;font-weight:600}
.amount{font-size:1.6rem;font-weight:700;margin:.5rem 0}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:6px;border:1px solid #888;cursor:pointer}
button.primary{background:#16a34a;color:#fff;border-color:#15803d}
form.inline{display:inline}`;

/**
 * Sends a small HTML page with a strict Content-Security-Policy: nothing from elsewhere (a
 * stylesheet only from this origin, when the page names one), inline style and script only with
 * this response's nonce, forms only to this origin, framed only by this origin.
 */
export function sendHtml(reply: FastifyReply, page: HtmlPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style>${page.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">` : ''}</head>
<body>${page.body}${page.script ? `<script nonce="${nonce}">${page.script}</script>` : ''}</body></html>`;
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      // The shell frames the checkout and the callbacks: our own pages only.
      `default-src 'none'; style-src ${page.stylesheet ? "'self' " : ''}'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
    )
    .send(html);
}
