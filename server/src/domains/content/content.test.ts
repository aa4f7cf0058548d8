import { legalTextSchema } from '@vx/shared/protocol';
import { get } from '../../testing/http';
import { useTestServer } from '../../testing/server';

describe('legal texts (legal/text, asset/legal-text/download)', () => {
  const server = useTestServer({ seedActors: 5 });

  it.each(['de', 'en', 'nl', 'es'])('answers the terms of service in %s', async (language) => {
    const response = await get(`${server.rest}/legal/text/terms-of-service?language=${language}`);
    expect(response.status).toBe(200);
    const text = legalTextSchema.parse(response.body);
    expect(text).toMatchObject({ type: 'terms-of-service', product: 'visitx', language });
    expect(text.html).toContain('<h2>');
  });

  it('answers the data protection notice, a different text', async () => {
    const privacy = legalTextSchema.parse((await get(`${server.rest}/legal/text/data-protection?language=de`)).body);
    const terms = legalTextSchema.parse((await get(`${server.rest}/legal/text/terms-of-service?language=de`)).body);
    expect(privacy.type).toBe('data-protection');
    expect(privacy.html).toContain('DSGVO');
    expect(privacy.id).not.toBe(terms.id);
  });

  it('falls back to English for a language without its own text, and without a language', async () => {
    const imprint = legalTextSchema.parse((await get(`${server.rest}/legal/text/imprint?language=nl`)).body);
    expect(imprint.language).toBe('en');
    const unknown = legalTextSchema.parse((await get(`${server.rest}/legal/text/terms-of-service?language=fr`)).body);
    expect(unknown.language).toBe('en');
    const none = legalTextSchema.parse((await get(`${server.rest}/legal/text/terms-of-service`)).body);
    expect(none.language).toBe('en');
  });

  it('answers 400 for an unknown type', async () => {
    expect((await get(`${server.rest}/legal/text/cookie-monster`)).status).toBe(400);
  });

  it('downloads a text as a standalone HTML attachment', async () => {
    const text = legalTextSchema.parse((await get(`${server.rest}/legal/text/terms-of-service?language=es`)).body);
    const response = await get(`${server.rest}/asset/legal-text/download/${text.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="terms-of-service-v${text.version}-es.html"`,
    );
    expect(response.text).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(response.text).toContain('<title>Condiciones de uso</title>');
    expect(response.text).toContain(text.html);
  });

  it('answers 404 for an unknown download and 400 for a malformed id', async () => {
    expect((await get(`${server.rest}/asset/legal-text/download/99999`)).status).toBe(404);
    expect((await get(`${server.rest}/asset/legal-text/download/terms`)).status).toBe(400);
  });
});
