import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { strictInt } from '../../http/validate';

/**
 * The gifts' pictures (`/media/gift/:giftId/image.svg`, the catalogue's imageUrl): drawn here, a
 * coloured disc with a simple glyph per gift, so the catalogue needs no files. Immutable, cached a year.
 */

const GLYPHS: Record<number, { color: string; path: string }> = {
  // Rose: a bloom on a stem.
  1: { color: '#e0245e', path: '<circle cx="50" cy="40" r="16" fill="#fff"/><rect x="47" y="54" width="6" height="26" fill="#fff"/>' },
  // Heart.
  2: { color: '#ff4f7b', path: '<path d="M50 78 L24 50 A14 14 0 0 1 50 32 A14 14 0 0 1 76 50 Z" fill="#fff"/>' },
  // Kiss: lips.
  3: { color: '#c2185b', path: '<ellipse cx="50" cy="50" rx="26" ry="12" fill="#fff"/><rect x="24" y="49" width="52" height="2" fill="#c2185b"/>' },
  // Champagne: a glass.
  4: { color: '#f5b700', path: '<path d="M36 24 H64 L56 52 H44 Z" fill="#fff"/><rect x="48" y="52" width="4" height="20" fill="#fff"/><rect x="38" y="72" width="24" height="4" fill="#fff"/>' },
  // Teddy bear: head and ears.
  5: { color: '#a0522d', path: '<circle cx="34" cy="32" r="9" fill="#fff"/><circle cx="66" cy="32" r="9" fill="#fff"/><circle cx="50" cy="52" r="22" fill="#fff"/>' },
  // Diamond.
  6: { color: '#1e88e5', path: '<path d="M30 40 L40 26 H60 L70 40 L50 76 Z" fill="#fff"/>' },
  // Crown.
  7: { color: '#8e24aa', path: '<path d="M24 70 V34 L38 50 L50 28 L62 50 L76 34 V70 Z" fill="#fff"/>' },
};

export function giftSvg(giftId: number): string | null {
  const glyph = GLYPHS[giftId];
  if (!glyph) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><circle cx="50" cy="50" r="48" fill="${glyph.color}"/>${glyph.path}</svg>`;
}

const giftParams = z.object({ giftId: strictInt(1, 1000) });

export async function giftImageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/media/gift/:giftId/image.svg', { schema: { params: giftParams } }, async (request, reply) => {
    const svg = giftSvg(request.params.giftId);
    if (!svg) throw notFound('No such gift');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
