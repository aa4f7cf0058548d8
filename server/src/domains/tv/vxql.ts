import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import type { GraphQLContext } from '../vxql/context';
import { mediathekVideos, suggestions, tvFormats } from './catalogue';
import { lateNightShow } from './late-night';
import { currentProgram } from './program';
import { hashIdSchema, MEDIATHEK_PAGE, mediathekFilterSchema, SUGGEST_DEFAULT, SUGGEST_MAX } from './validation';
import { WELCOME_CLIPS_MAX, welcomeClips } from './welcome-clips';

const mediathekArgs = z.object({
  filter: mediathekFilterSchema.nullish(),
  first: z.number().int().min(1).max(MEDIATHEK_PAGE).nullish(),
  offset: z.number().int().min(0).max(INT32_MAX).nullish(),
});
const recommendationsArgs = z.object({ hashId: hashIdSchema, first: z.number().int().min(1).max(SUGGEST_MAX).nullish() });
const currentProgramArgs = z.object({ premium: z.boolean().nullish() });
const welcomeArgs = z.object({ first: z.number().int().min(1).max(WELCOME_CLIPS_MAX).nullish(), fsk: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(16), z.literal(18)]).nullish() });

/**
 * The query service's TV operations (spec 001 §7.4): TV series, mediathek videos and
 * recommendations, lateNightShow, currentProgram (premium), welcomeClipRotator (first, fsk).
 * videoStars is the videos domain's. server/docs/tv.md.
 */
export const tvVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type TvPerson { id: Int!, name: String! }
    type TvImageSet { w320: String!, w640: String!, w1280: String! }
    "A TV series (format) of the mediathek."
    type TvSeries { id: Int!, key: String!, title: String!, description: String!, picture: TvImageSet!, host: TvPerson!, episodeCount: Int! }
    type TvFormatRef { key: String!, title: String! }
    "An episode: a catalogue video; hashId names it for recommendations."
    type TvVideo {
      id: Int!
      hashId: String!
      title: String!
      season: Int!
      episode: Int!
      "Seconds."
      duration: Int!
      ageRating: Int!
      releasedAt: String!
      previewThumbnails: TvImageSet!
      actor: TvPerson!
      format: TvFormatRef!
    }
    type TvVideoPage { total: Int!, items: [TvVideo!]! }
    "Spec 000 §3 Mediathek filter: contentGroups are format keys."
    input TvMediathekFilter { contentGroups: [String!], excludedHashIds: [String!], formatKey: String }
    type TvLateNightTexts { de: String!, en: String! }
    type TvLateNightActor { id: Int!, name: String!, online: Boolean!, avatar: TvImageSet! }
    "Spec 000 §3 Late night event: headline and text in the request's language (German, else English), both languages, the running or next date."
    type TvLateNightShow {
      id: Int!
      headline: String!
      text: String!
      headlines: TvLateNightTexts!
      texts: TvLateNightTexts!
      begin: String!
      end: String!
      isLive: Boolean!
      actors: [TvLateNightActor!]!
    }
    "Spec 000 §3 Current program."
    type TvCurrentProgram { title: String!, previewPicture: String!, start: String! }
    type TvWelcomeClipQuality { p720: String!, p360: String! }
    type TvWelcomeClipVideo { quality: TvWelcomeClipQuality! }
    type TvWelcomeClipModel { id: Int!, name: String!, avatar: String! }
    "Spec 000 §3 Welcome clip: the episode's preview."
    type TvWelcomeClip { id: Int!, video: TvWelcomeClipVideo!, hls: String!, preview: String!, vtt: String!, schema: String!, model: TvWelcomeClipModel! }
    extend type Query {
      "Every TV series in the editors' order."
      tvSeries: [TvSeries!]!
      "first 1-30 (default 30)."
      mediathekVideos(filter: TvMediathekFilter, first: Int, offset: Int): TvVideoPage!
      "After the episode hashId: the rest of its series, then other series. first 1-30 (default 16). NOT_FOUND for an unknown hashId."
      mediathekRecommendations(hashId: String!, first: Int): [TvVideo!]!
      lateNightShow: TvLateNightShow
      "The slot airing now (or next) on the premium channel when premium is true, else on free TV."
      currentProgram(premium: Boolean): TvCurrentProgram
      "first 1-10 (default 5); fsk 0, 6, 12, 16 or 18 (default 18): clips rated at most that."
      welcomeClipRotator(first: Int, fsk: Int): [TvWelcomeClip!]!
    }
  `,
  resolvers: ({ database, secrets, config }: AppDeps) => {
    const db = database.db;
    return {
      TvWelcomeClipQuality: { p720: (quality: Record<string, string>) => quality['720p'], p360: (quality: Record<string, string>) => quality['360p'] },
      Query: {
        tvSeries: (_: unknown, _args: unknown, ctx: GraphQLContext) => tvFormats(db, ctx.language),
        mediathekVideos: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { filter, first, offset } = parseArgs(mediathekArgs, args);
          return mediathekVideos(db, filter ?? {}, { first: first ?? MEDIATHEK_PAGE, offset: offset ?? 0 }, ctx.language);
        },
        mediathekRecommendations: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { hashId, first } = parseArgs(recommendationsArgs, args);
          const videos = await suggestions(db, hashId, first ?? SUGGEST_DEFAULT, ctx.language);
          if (!videos) throw new GraphQLError('No such TV video', { extensions: { code: 'NOT_FOUND' } });
          return videos;
        },
        lateNightShow: (_: unknown, _args: unknown, ctx: GraphQLContext) => lateNightShow(db, ctx.language, Date.now()),
        currentProgram: (_: unknown, args: unknown, ctx: GraphQLContext) =>
          currentProgram(db, parseArgs(currentProgramArgs, args).premium ? 'premium' : 'live', ctx.language, Date.now()),
        welcomeClipRotator: (_: unknown, args: unknown) => {
          const { first, fsk } = parseArgs(welcomeArgs, args);
          return welcomeClips(db, first ?? 5, fsk ?? 18, { secret: secrets.visitorToken, previewSeconds: config.VOD_PREVIEW_SECONDS, grantSeconds: config.VOD_GRANT_SECONDS });
        },
      },
    };
  },
};
