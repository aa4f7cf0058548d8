import * as z from 'zod/mini';
import { imageSetSchema } from './entities';
import { videoStreamSchema } from './playback';

/**
 * Answers of the TV calls (spec 000 §3 TV and media; spec 001 §7.2 tv/*, except tv/article which is
 * the blog's), shared by the server and mf-tv. server/docs/tv.md; the server's tests parse every
 * answer with these.
 */
const int = z.int();
const person = z.object({ id: int, name: z.string() });

export const TV_CHANNELS = ['live', 'premium'] as const;
export type TvChannel = (typeof TV_CHANNELS)[number];
/** What keeps a guest from a whole episode or the premium channel (spec 000 §4). */
export const TV_RESTRICTIONS = ['needLogin', 'needAbo', 'needAgeCheck'] as const;

/** A TV series (format). */
export const tvSeriesSchema = z.object({
  id: int,
  key: z.string(),
  title: z.string(),
  description: z.string(),
  picture: imageSetSchema,
  host: person,
  episodeCount: int,
});
export type TvSeries = z.infer<typeof tvSeriesSchema>;


/** An episode: a catalogue video; hashId names it for tv/suggest. */
export const tvVideoSchema = z.object({
  id: int,
  hashId: z.string(),
  title: z.string(),
  season: int,
  episode: int,
  /** Seconds. */
  duration: int,
  ageRating: int,
  /** ISO 8601 */
  releasedAt: z.string(),
  previewThumbnails: imageSetSchema,
  actor: person,
  format: z.object({ key: z.string(), title: z.string() }),
});
export type TvVideo = z.infer<typeof tvVideoSchema>;

export const tvVideoPageSchema = z.object({ total: int, items: z.array(tvVideoSchema) });

/** tv/updateMediathek */
export const tvMediathekPageSchema = z.extend(tvVideoPageSchema, { page: int, pageSize: int });

/** tv/format/{key} */
export const tvFormatSchema = z.object({ format: tvSeriesSchema, page: int, pageSize: int, episodes: tvVideoPageSchema });

/** tv/program/{type}: from the slot airing now. */
export const tvProgramItemSchema = z.object({
  id: int,
  title: z.string(),
  previewPicture: z.string(),
  /** ISO 8601 */
  start: z.string(),
  end: z.string(),
  isLive: z.boolean(),
  actor: person,
  videoId: z.nullable(int),
  hashId: z.nullable(z.string()),
});
export const tvProgramSchema = z.object({ type: z.enum(TV_CHANNELS), items: z.array(tvProgramItemSchema) });
export type TvProgramItem = z.infer<typeof tvProgramItemSchema>;

/** tv/stream/{type}: the channel's live HLS master playlist, or null with what would open it. */
export const tvStreamSchema = z.object({
  type: z.enum(TV_CHANNELS),
  restriction: z.nullable(z.enum(TV_RESTRICTIONS)),
  stream: z.nullable(z.object({ url: z.string(), expiresAt: int, isLive: z.boolean(), needsToken: z.boolean() })),
});

/** tv/video/{videoId}: the episode and its stream, as the shop's video/{id}. */
export const tvVideoDetailSchema = z.extend(tvVideoSchema, {
  description: z.string(),
  url: z.nullable(z.string()),
  stream: z.nullable(videoStreamSchema),
});
export type TvVideoDetail = z.infer<typeof tvVideoDetailSchema>;

/** tv/suggest/{hashId} */
export const tvSuggestSchema = z.object({ videos: z.array(tvVideoSchema) });

/**
 * The query service's lateNightShow: the weekly late-night event's running or next date; headline
 * and text in German for `de`, else English (spec 000 §3 Late night event).
 */
export const tvLateNightShowSchema = z.object({
  id: int,
  headline: z.string(),
  text: z.string(),
  headlines: z.object({ de: z.string(), en: z.string() }),
  texts: z.object({ de: z.string(), en: z.string() }),
  /** ISO 8601 */
  begin: z.string(),
  end: z.string(),
  isLive: z.boolean(),
  actors: z.array(z.object({ id: int, name: z.string(), online: z.boolean(), avatar: imageSetSchema })),
});
export type TvLateNightShow = z.infer<typeof tvLateNightShowSchema>;

/** A route of the route registry with its params: where a jumbotron slide leads. */
const routeLinkSchema = z.object({ routeName: z.string(), params: z.record(z.string(), z.union([z.string(), int])) });

/** One slide of a jumbotron: a video with its preview (anyone may play it) and where it leads. */
export const jumbotronSlideSchema = z.object({
  id: int,
  title: z.string(),
  picture: imageSetSchema,
  preview: z.object({ hls: z.string(), vtt: z.string(), seconds: int }),
  actor: z.object({ id: int, name: z.string() }),
  link: routeLinkSchema,
});
export type JumbotronSlide = z.infer<typeof jumbotronSlideSchema>;

/**
 * video/jumbotron/config (the videos section's) and video/jumbotron/homepage (the start page's),
 * spec 001 §7.2, fetched with the 60 s cache hint (§7.1): the slides and how they rotate.
 */
export const jumbotronSchema = z.object({
  id: z.enum(['videos', 'homepage']),
  autoplay: z.boolean(),
  rotationSeconds: int,
  slides: z.array(jumbotronSlideSchema),
});
export type Jumbotron = z.infer<typeof jumbotronSchema>;
