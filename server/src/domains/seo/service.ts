import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@vx/shared/constants';
import { tagName } from '@vx/shared/tags';
import type { breadcrumbResponseSchema, seoContentSchema } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { albums, videos } from '../videos/schema';
import { CRUMB_LABELS, fill, SEO_TEXTS } from './texts';

type SeoContent = z.infer<typeof seoContentSchema>;
type Crumb = z.infer<typeof breadcrumbResponseSchema>['data']['breadcrumb'][number];

/** URL slug of a tag group: lowercase letters and digits joined by dashes. */
export const slugOf = (value: string) => value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function actorName(db: Executor, actorId: number): Promise<string | null> {
  const [row] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row?.name ?? null;
}

/**
 * SEO texts of an actor's tag-group video page; the same actor, tag and language give the same text.
 * The texts and the breadcrumb name the tag in the language (`@vx/shared/tags`); the slug keeps its
 * English label, the key of the URL.
 */
export function actorSeoContent(name: string, tagGroup: string, language: Language): SeoContent {
  const t = SEO_TEXTS[language];
  const tag = tagName(tagGroup, language);
  const values = { name, tag };
  const labels = CRUMB_LABELS[language];
  return {
    h1: fill(t.h1, values),
    h2: fill(t.h2, values),
    seoTitle: fill(t.title, values),
    seoDescription: fill(t.description, values),
    freeText: fill(t.free, values),
    freeTextShort: fill(t.short, values),
    breadcrumb: [labels.home, name, labels.videos, tag].join(' > '),
    slug: `${name.toLowerCase()}/videos/tag/${slugOf(tagGroup) || 'all'}`,
  };
}

export const BREADCRUMB_TYPES = [
  'actorProfileOverview',
  'actorProfileAbout',
  'actorProfileVideos',
  'actorProfileClassicVideos',
  'actorProfileVideoDetails',
  'actorProfilePictures',
  'actorProfileAlbum',
  'actorProfileLiveShow',
  'actorProfileTopCamgirls',
  'cams',
  'camShows',
  'categoryDetails',
] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

export interface BreadcrumbPayload {
  actorId?: number;
  videoId?: number;
  albumId?: number;
  tagGroup?: string;
  categorySlug?: string;
}

/**
 * The breadcrumb trail of a named page (spec 000 §2). The breadcrumb types are the spec's page
 * names; each crumb's routeName is a route of the client's tables (mf-chat/src/routes.ts,
 * shell/src/routes.ts) so the client can href() it, with the params that route needs. Null when a
 * referenced actor, video or album does not exist.
 */
export async function breadcrumbOf(db: Executor, type: BreadcrumbType, payload: BreadcrumbPayload, language: Language): Promise<Crumb[] | null> {
  const labels = CRUMB_LABELS[language];
  const home: Crumb = { label: labels.home, routeName: 'home', params: {} };
  if (type === 'cams') return [home, { label: labels.cams, routeName: 'cams', params: {} }];
  if (type === 'camShows') return [home, { label: labels.camShows, routeName: 'camShows', params: {} }];
  if (type === 'categoryDetails') {
    const slug = payload.categorySlug ?? '';
    return [
      home,
      // There is no category overview page: the categories crumb leads to the cams search.
      { label: labels.categories, routeName: 'cams', params: {} },
      { label: slug.replace(/-/g, ' '), routeName: 'category', params: { categorySlug: slug } },
    ];
  }
  const actorId = payload.actorId ?? 0;
  const name = await actorName(db, actorId);
  if (!name) return null;
  const params = { actorName: name.toLowerCase() };
  const profile: Crumb = { label: name, routeName: 'actorProfile', params };
  const videosCrumb: Crumb = { label: labels.videos, routeName: 'actorVideos', params };
  const picturesCrumb: Crumb = { label: labels.pictures, routeName: 'actorPictures', params };
  switch (type) {
    case 'actorProfileOverview':
      return [home, profile];
    case 'actorProfileAbout':
      return [home, profile, { label: labels.about, routeName: 'actorAbout', params }];
    case 'actorProfileLiveShow':
      return [home, profile, { label: labels.liveShow, routeName: 'actorLiveShow', params }];
    case 'actorProfileTopCamgirls':
      return [home, profile, { label: labels.topCams, routeName: 'actorTopCams', params }];
    case 'actorProfileVideos':
      return payload.tagGroup
        ? [home, profile, videosCrumb, { label: tagName(payload.tagGroup, language), routeName: 'actorVideosTag', params: { ...params, tagGroup: payload.tagGroup } }]
        : [home, profile, videosCrumb];
    case 'actorProfileClassicVideos':
      return [home, profile, videosCrumb, { label: labels.classicVideos, routeName: 'actorVideosClassic', params }];
    case 'actorProfilePictures':
      return [home, profile, picturesCrumb];
    case 'actorProfileVideoDetails': {
      const videoId = payload.videoId ?? 0;
      const [video] = await db
        .select({ title: videos.title })
        .from(videos)
        .where(and(eq(videos.id, videoId), eq(videos.actorId, actorId)))
        .limit(1);
      if (!video) return null;
      return [home, profile, videosCrumb, { label: video.title, routeName: 'actorVideo', params: { ...params, videoId } }];
    }
    case 'actorProfileAlbum': {
      const albumId = payload.albumId ?? 0;
      const [album] = await db
        .select({ title: albums.title })
        .from(albums)
        .where(and(eq(albums.id, albumId), eq(albums.actorId, actorId)))
        .limit(1);
      if (!album) return null;
      return [home, profile, picturesCrumb, { label: album.title, routeName: 'actorAlbum', params: { ...params, albumId } }];
    }
  }
}
