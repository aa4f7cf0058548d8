import { breadcrumbResponseSchema, seoContentSchema } from '@vx/shared/protocol';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';

describe('SEO texts and breadcrumbs (seo/getActorSeoContent, breadcrumb/:type)', () => {
  const server = useTestServer();
  let name: string;

  beforeAll(async () => {
    [{ name }] = await queryRows<{ name: string }>(server.database, sql`SELECT name FROM actors WHERE id = 3`);
  }, SERVER_START_TIMEOUT);

  it('answers deterministic SEO texts per actor, tag group and language', async () => {
    const url = `${server.rest}/seo/getActorSeoContent/3/${encodeURIComponent('Big & Beautiful')}`;
    const en = seoContentSchema.parse((await get(`${url}?language=en`)).body);
    expect(en.h1).toBe(`${name}: Big & Beautiful videos`);
    expect(en.slug).toBe(`${name.toLowerCase()}/videos/tag/big-beautiful`);
    expect((await get(`${url}?language=en`)).body).toEqual(en);
    const de = seoContentSchema.parse((await get(`${url}?language=de`)).body);
    expect(de.h1).toBe(`${name}: Big & Beautiful Videos`);
    expect(de.seoDescription).not.toBe(en.seoDescription);
  });

  it("names the tag in the guest's language in the SEO texts and the breadcrumb, the URL keeping its label", async () => {
    const de = seoContentSchema.parse((await get(`${server.rest}/seo/getActorSeoContent/3/Dance?language=de`)).body);
    expect(de.h1).toBe(`${name}: Tanz Videos`);
    expect(de.seoTitle).toBe(`${name} Tanz Videos`);
    expect(de.breadcrumb).toBe(`Startseite > ${name} > Videos > Tanz`);
    expect(de.slug).toBe(`${name.toLowerCase()}/videos/tag/dance`);
    // The route carries the label as the guest's link has it, in any case.
    const es = seoContentSchema.parse((await get(`${server.rest}/seo/getActorSeoContent/3/${encodeURIComponent('behind the scenes')}?language=es`)).body);
    expect(es.h1).toBe(`${name}: vídeos de Detrás de las cámaras`);
    const crumb = async (language: string) =>
      breadcrumbResponseSchema.parse((await post(`${server.rest}/breadcrumb/actorProfileVideos?language=${language}`, { payload: { actorId: 3, tagGroup: 'Dance' } })).body).data.breadcrumb.at(-1);
    const params = { actorName: name.toLowerCase(), tagGroup: 'Dance' };
    expect(await crumb('de')).toEqual({ label: 'Tanz', routeName: 'actorVideosTag', params });
    expect(await crumb('nl')).toEqual({ label: 'Dansen', routeName: 'actorVideosTag', params });
    expect(await crumb('en')).toEqual({ label: 'Dance', routeName: 'actorVideosTag', params });
  });

  it('answers breadcrumbs whose route names are the client routes', async () => {
    const crumbs = async (type: string, payload: Record<string, unknown>, language = 'en') => {
      const response = await post(`${server.rest}/breadcrumb/${type}?language=${language}`, { payload });
      expect(response.status).toBe(200);
      return breadcrumbResponseSchema.parse(response.body).data.breadcrumb;
    };
    const actorName = name.toLowerCase();
    const home = { label: 'Home', routeName: 'home', params: {} };
    const profile = { label: name, routeName: 'actorProfile', params: { actorName } };
    const videosCrumb = { label: 'Videos', routeName: 'actorVideos', params: { actorName } };
    const picturesCrumb = { label: 'Pictures', routeName: 'actorPictures', params: { actorName } };
    expect(await crumbs('actorProfileOverview', { actorId: 3 })).toEqual([home, profile]);
    expect(await crumbs('actorProfileAbout', { actorId: 3 })).toEqual([home, profile, { label: 'About me', routeName: 'actorAbout', params: { actorName } }]);
    expect((await crumbs('actorProfileAbout', { actorId: 3 }, 'de')).map((c) => c.label)).toEqual(['Startseite', name, 'Über mich']);
    expect(await crumbs('actorProfileVideos', { actorId: 3 })).toEqual([home, profile, videosCrumb]);
    expect((await crumbs('actorProfileVideos', { actorId: 3, tagGroup: 'Outdoor' })).at(-1)).toEqual({
      label: 'Outdoor',
      routeName: 'actorVideosTag',
      params: { actorName, tagGroup: 'Outdoor' },
    });
    expect(await crumbs('actorProfileClassicVideos', { actorId: 3 })).toEqual([
      home,
      profile,
      videosCrumb,
      { label: 'Classics', routeName: 'actorVideosClassic', params: { actorName } },
    ]);
    const [video] = await queryRows<{ id: number; title: string }>(server.database, sql`SELECT id, title FROM videos WHERE actor_id = 3 ORDER BY id LIMIT 1`);
    expect(await crumbs('actorProfileVideoDetails', { actorId: 3, videoId: video.id })).toEqual([
      home,
      profile,
      videosCrumb,
      { label: video.title, routeName: 'actorVideo', params: { actorName, videoId: video.id } },
    ]);
    expect(await crumbs('actorProfilePictures', { actorId: 3 })).toEqual([home, profile, picturesCrumb]);
    const [album] = await queryRows<{ id: number; title: string }>(server.database, sql`SELECT id, title FROM albums WHERE actor_id = 3 ORDER BY id LIMIT 1`);
    expect(await crumbs('actorProfileAlbum', { actorId: 3, albumId: album.id })).toEqual([
      home,
      profile,
      picturesCrumb,
      { label: album.title, routeName: 'actorAlbum', params: { actorName, albumId: album.id } },
    ]);
    expect((await crumbs('actorProfileLiveShow', { actorId: 3 })).at(-1)).toEqual({ label: 'Live show', routeName: 'actorLiveShow', params: { actorName } });
    expect((await crumbs('actorProfileTopCamgirls', { actorId: 3 })).at(-1)).toEqual({ label: 'Top cams', routeName: 'actorTopCams', params: { actorName } });
    expect(await crumbs('cams', {})).toEqual([home, { label: 'Cams', routeName: 'cams', params: {} }]);
    expect(await crumbs('camShows', {}, 'de')).toEqual([
      { label: 'Startseite', routeName: 'home', params: {} },
      { label: 'Cam-Shows', routeName: 'camShows', params: {} },
    ]);
    // No category overview page exists: the categories crumb leads to the cams search.
    expect(await crumbs('categoryDetails', { categorySlug: 'big-boobs' })).toEqual([
      home,
      { label: 'Categories', routeName: 'cams', params: {} },
      { label: 'big boobs', routeName: 'category', params: { categorySlug: 'big-boobs' } },
    ]);
  });

  it.each([
    ['an unknown actor', () => get(`${server.rest}/seo/getActorSeoContent/999999/outdoor`), 404],
    ['a negative actor id', () => get(`${server.rest}/seo/getActorSeoContent/-3/outdoor`), 400],
    ['an oversize tag group', () => get(`${server.rest}/seo/getActorSeoContent/3/${'a'.repeat(61)}`), 400],
    ['a tag group with markup', () => get(`${server.rest}/seo/getActorSeoContent/3/${encodeURIComponent('<script>')}`), 400],
    ['an unknown breadcrumb type', () => post(`${server.rest}/breadcrumb/nope`, { payload: {} }), 400],
    ['a missing actor id', () => post(`${server.rest}/breadcrumb/actorProfileOverview`, { payload: {} }), 400],
    ['an unknown actor breadcrumb', () => post(`${server.rest}/breadcrumb/actorProfileOverview`, { payload: { actorId: 999999 } }), 404],
    ['a video of another actor', () => post(`${server.rest}/breadcrumb/actorProfileVideoDetails`, { payload: { actorId: 3, videoId: 999999 } }), 404],
    ['a missing album id', () => post(`${server.rest}/breadcrumb/actorProfileAlbum`, { payload: { actorId: 3 } }), 400],
    ['an unknown album', () => post(`${server.rest}/breadcrumb/actorProfileAlbum`, { payload: { actorId: 3, albumId: 999999 } }), 404],
    ['extra payload fields', () => post(`${server.rest}/breadcrumb/cams`, { payload: { evil: 1 } }), 400],
    ['a bad category slug', () => post(`${server.rest}/breadcrumb/categoryDetails`, { payload: { categorySlug: 'A B' } }), 400],
  ])('answers %s with a JSON error', async (_case, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
