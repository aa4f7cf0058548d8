import { z } from 'zod';
import { GENDER_TYPES } from '@vx/shared/constants';
import { SPOKEN_LANGUAGES } from '../actors/profile';
import { strictInt } from '../../http/validate';

/** Inputs of actorsearch/init, actorsearch/search and actorsearch/filter/delete (spec 001 §7.2). */

export const SEARCH_TYPES = ['default', 'location', 'custom', 'newGirls'] as const;
export const SORT_TYPES = ['online_ranking', 'ranking', 'date', 'guest_preferences', 'distance'] as const;
export const FEATURES = ['hd', 'audio', 'dildocontrol', 'voyeur'] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];
export type SortType = (typeof SORT_TYPES)[number];
export type Feature = (typeof FEATURES)[number];

const collectionSchema = strictInt(1, 1_000_000);
const price = z.number().int().min(0).max(100_000);
const age = z.number().int().min(18).max(99);

/** A filter left empty by the client (null, or an empty list) means "any". */
export const searchConditionsSchema = z
  .strictObject({
    genderTypes: z.array(z.enum(GENDER_TYPES)).max(GENDER_TYPES.length).nullish(),
    ageFrom: age.nullish(),
    ageTo: age.nullish(),
    languages: z.array(z.enum(SPOKEN_LANGUAGES)).max(SPOKEN_LANGUAGES.length).nullish(),
    countries: z
      .array(z.string().regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code').transform((c) => c.toUpperCase()))
      .max(60)
      .nullish(),
    /** Every listed feature is required. */
    features: z.array(z.enum(FEATURES)).max(FEATURES.length).nullish(),
    /** Video chat price per minute, in coins. */
    priceFrom: price.nullish(),
    priceTo: price.nullish(),
    onlineOnly: z.boolean().nullish(),
    freeChat: z.boolean().nullish(),
  })
  .refine((c) => c.ageFrom == null || c.ageTo == null || c.ageFrom <= c.ageTo, {
    message: 'ageFrom must not exceed ageTo',
    path: ['ageFrom'],
  })
  .refine((c) => c.priceFrom == null || c.priceTo == null || c.priceFrom <= c.priceTo, {
    message: 'priceFrom must not exceed priceTo',
    path: ['priceFrom'],
  });
export type SearchConditions = z.infer<typeof searchConditionsSchema>;

/** Client-side echo fields: bounded so a request cannot carry arbitrary payloads. */
const requestIdSchema = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]);
const moodValueSchema = z.union([z.string().max(40), z.number().int().min(-1000).max(1000)]);

export const searchInitSchema = z.object({
  currentCollection: collectionSchema.nullish(),
  searchType: z.enum(SEARCH_TYPES).default('default'),
  sortType: z.enum(SORT_TYPES).nullish(),
  /** Test-date switch of the real platform; accepted and ignored. */
  qmdate: z.string().max(40).nullish(),
});
export type SearchInit = z.infer<typeof searchInitSchema>;

export const searchRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000),
  moodValue: moodValueSchema.nullish(),
  searchType: z.enum(SEARCH_TYPES).default('default'),
  sortType: z.enum(SORT_TYPES).nullish(),
  requestId: requestIdSchema.nullish(),
  forcedGuestLocation: z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }).nullish(),
  /** Zip codes are exactly five characters (spec 001 §9). */
  forcedGuestZip: z.string().regex(/^[0-9A-Za-z]{5}$/, 'Expected a five-character zip code').nullish(),
  forcedGuestLocationSource: z.string().max(40).nullish(),
  currentCollection: collectionSchema.nullish(),
  searchConditions: searchConditionsSchema.nullish(),
  changedFilter: z.string().max(40).nullish(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const filterDeleteSchema = z.object({ searchConditions: searchConditionsSchema });
