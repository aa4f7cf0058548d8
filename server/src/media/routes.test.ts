import { get } from '../testing/http';
import { useTestServer } from '../testing/server';

describe('generated images (/media/...)', () => {
  const server = useTestServer({ seedActors: 5 });

  it.each([
    ['/media/actor/1/avatar/320.svg', 320, 320],
    ['/media/actor/1/avatar/1280.svg', 1280, 1280],
    ['/media/actor/1/sedcard-2/640.svg', 640, 480],
    ['/media/video/1/640.svg', 640, 480],
    ['/media/album/1/320.svg', 320, 240],
    ['/media/picture/1/1280.svg', 1280, 960],
  ])('serves %s as a small, cacheable, sized SVG', async (path, width, height) => {
    const response = await get(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.byteLength(response.text)).toBeLessThan(20_000);
    expect(response.text).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 400 ${width === height ? 400 : 300}"`));
  });

  it('sends them gzipped to a client that accepts it', async () => {
    const url = `${server.url}/media/actor/1/sedcard-1/1280.svg`;
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('draws the same image for the same URL', async () => {
    const a = await get(`${server.url}/media/actor/2/avatar/640.svg`);
    const b = await get(`${server.url}/media/actor/2/avatar/640.svg`);
    const other = await get(`${server.url}/media/actor/3/avatar/640.svg`);
    expect(a.text).toBe(b.text);
    expect(a.text).not.toBe(other.text);
  });

  it.each([
    '/media/actor/1/avatar/300.svg',
    '/media/actor/1/avatar/640.png',
    '/media/actor/1/portrait/640.svg',
    '/media/actor/1/sedcard-0/640.svg',
    '/media/actor/1/sedcard-21/640.svg',
    '/media/actor/999999/avatar/640.svg',
    '/media/actor/abc/avatar/640.svg',
    '/media/video/999999/640.svg',
    '/media/video/-1/640.svg',
    '/media/poster/1/640.svg',
    '/media/nothing',
  ])('answers 404 for %s', async (path) => {
    const response = await get(`${server.url}${path}`);
    expect(response.status).toBe(404);
  });

  it('answers 404 for a sedcard beyond the actor’s count', async () => {
    const actor = (await get(`${server.url}/rest/v1/actor/getActorDataByIdOrName/1`)).body;
    const last = actor.sedcards.length;
    expect((await get(`${server.url}/media/actor/1/sedcard-${last}/320.svg`)).status).toBe(200);
    expect((await get(`${server.url}/media/actor/1/sedcard-${last + 1}/320.svg`)).status).toBe(404);
  });
});
