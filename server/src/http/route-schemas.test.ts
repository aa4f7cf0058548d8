import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installErrorHandling } from './errors';
import { idSchema, strictInt, zodValidatorCompiler } from './validate';

/** A route's zod schemas run before its handler, which gets the parsed, typed values. */
async function appWithRoute() {
  const app = Fastify();
  installErrorHandling(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/actor/:actorId/notes',
    {
      schema: {
        params: z.object({ actorId: idSchema }),
        querystring: z.object({ page: strictInt(1, 100).default(1) }),
        body: z.strictObject({ comment: z.string().max(5) }),
      },
    },
    // The types come from the schemas: actorId and page are numbers here, not strings.
    async (request) => ({ actorId: request.params.actorId + 0, page: request.query.page + 0, comment: request.body.comment }),
  );
  // Listening, not inject: light-my-request's ESM cookie module does not load under Jest here.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    post: (path: string, payload?: unknown) =>
      fetch(url + path, { method: 'POST', ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }) }),
    close: () => app.close(),
  };
}

describe('route schemas through the zod type provider', () => {
  let app: Awaited<ReturnType<typeof appWithRoute>>;
  beforeEach(async () => {
    app = await appWithRoute();
  });
  afterEach(() => app.close());

  it('hands the handler parsed values: digits as numbers, defaults filled in', async () => {
    const response = await app.post('/actor/12/notes', { comment: 'hi' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ actorId: 12, page: 1, comment: 'hi' });
  });

  it.each([
    ['params', '/actor/1e3/notes', { comment: 'hi' }, 'Invalid params: params.actorId: '],
    ['query', '/actor/1/notes?page=0', { comment: 'hi' }, 'Invalid query: query.page: '],
    ['body', '/actor/1/notes', { comment: 'too long' }, 'Invalid body: body.comment: '],
    ['body', '/actor/1/notes', { comment: 'hi', extra: 1 }, 'Invalid body: body: '],
  ])('answers bad %s with the spec’s 400 validation_failed', async (_part, url, payload, message) => {
    const response = await app.post(url, payload);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message.startsWith(message)).toBe(true);
  });

  it('reads a missing body as {}, so that the 400 names the missing fields', async () => {
    const response = await app.post('/actor/1/notes');
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.stringContaining('body.comment') } });
  });
});
