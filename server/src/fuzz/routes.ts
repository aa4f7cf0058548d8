import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** Fastify's pattern, e.g. /rest/v1/video/:videoId/buy or /vxql/* */
  url: string;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.+?) \(([^)]+)\)$/;

/**
 * Every route of the running app, read from `printRoutes` so a new route is fuzzed without touching
 * the fuzzer. The tree indents by four characters per level and prints each child's path relative to
 * its parent; HEAD and OPTIONS are left out (Fastify answers them for GET and CORS).
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join('');
    for (const method of match[3].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: url === '*' ? '/*' : url });
    }
  }
  return routes;
}

/** The route with its parameters (`:id`, `:id|:actorId`, `*`) replaced by the given raw values. */
export function fillRoute(url: string, values: string[]): string {
  let next = 0;
  return url.replace(/(?::[A-Za-z]+(?:\|:[A-Za-z]+)*|\*)/g, () => values[next++ % values.length] ?? '');
}
