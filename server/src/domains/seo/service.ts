import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@vx/shared/constants';
import type { breadcrumbResponseSchema, seoContentSchema } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { videos } from '../videos/schema';
import { CRUMB_LABELS, fill, SEO_TEXTS } from './texts';

type SeoContent = z.infer<typeof seoContentSchema>;
type Crumb = z.infer<typeof breadcrumbResponseSchema>['data']['breadcrumb'][number];

/** URL slug of a tag group: lowercase letters and digits joined by dashes. */
export const slugOf = (value: string) => value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function actorName(db: Executor, actorId: number): Promise<string | null> {
  const [row] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row?.name ?? null;
}

/** SEO texts of an actor's tag-group video page; the same actor, tag and language give the same text. */
export function actorSeoContent(name: string, tagGroup: string, language: Language): SeoContent {
  const t = SEO_TEXTS[language];
  const values = { name, tag: tagGroup };
  const labels = CRUMB_LABELS[language];
  return {
    h1: fill(t.h1, values),
    h2: fill(t.h2, values),
    seoTitle: fill(t.title, values),
    seoDescription: fill(t.description, values),
    freeText: fill(t.free, values),
    freeTextShort: fill(t.short, values),
    breadcrumb: [labels.home, name, labels.videos, tagGroup].join(' > '),
    slug: `${name.toLowerCase()}/videos/tag/${slugOf(tagGroup) || 'all'}`,
  };
}

export const BREADCRUMB_TYPES = [
  'actorProfileOverview',
  'actorProfileAbout',
  'actorProfileVideos',
  'actorProfileVideoDetails',
  'actorProfileLiveShow',
  'actorProfileTopCamgirls',
  'cams',
  'categoryDetails',
] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

export interface BreadcrumbPayload {
  actorId?: number;
  videoId?: number;
  tagGroup?: string;
  categorySlug?: string;
}

/**
 * The breadcrumb trail of a named page (spec 000 §2). Route names are the client's route table
 * keys; params are what the route needs. Null when a referenced actor or video does not exist.
 */
export async function breadcrumbOf(db: Executor, type: BreadcrumbType, payload: BreadcrumbPayload, language: Language): Promise<Crumb[] | null> {
  const labels = CRUMB_LABELS[language];
  const home: Crumb = { label: labels.home, routeName: 'home', params: {} };
  if (type === 'cams') return [home, { label: labels.cams, routeName: 'cams', params: {} }];
  if (type === 'categoryDetails') {
    const slug = payload.categorySlug ?? '';
    return [
      home,
      { label: labels.categories, routeName: 'categoryOverview', params: {} },
      { label: slug.replace(/-/g, ' '), routeName: 'categoryDetails', params: { categorySlug: slug } },
    ];
  }
  const name = await actorName(db, payload.actorId ?? 0);
  if (!name) return null;
  const actorName_ = name.toLowerCase();
  const profile: Crumb = { label: name, routeName: 'actorProfileOverview', params: { actorName: actorName_ } };
  const videosCrumb: Crumb = { label: labels.videos, routeName: 'actorProfileVideos', params: { actorName: actorName_ } };
  switch (type) {
    case 'actorProfileOverview':
      return [home, profile];
    case 'actorProfileAbout':
      return [home, profile, { label: labels.about, routeName: type, params: { actorName: actorName_ } }];
    case 'actorProfileLiveShow':
      return [home, profile, { label: labels.liveShow, routeName: type, params: { actorName: actorName_ } }];
    case 'actorProfileTopCamgirls':
      return [home, profile, { label: labels.topCams, routeName: type, params: { actorName: actorName_ } }];
    case 'actorProfileVideos':
      return payload.tagGroup
        ? [home, profile, videosCrumb, { label: payload.tagGroup, routeName: 'actorProfileVideosTag', params: { actorName: actorName_, tagGroup: payload.tagGroup } }]
        : [home, profile, videosCrumb];
    case 'actorProfileVideoDetails': {
      const [video] = await db
        .select({ title: videos.title })
        .from(videos)
        .where(and(eq(videos.id, payload.videoId ?? 0), eq(videos.actorId, payload.actorId ?? 0)))
        .limit(1);
      if (!video) return null;
      return [home, profile, videosCrumb, { label: video.title, routeName: type, params: { actorName: actorName_, videoId: payload.videoId ?? 0 } }];
    }
  }
}
