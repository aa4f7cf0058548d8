import type { GenderType } from '@vx/shared/constants';
import { ONLINE_SHARE, SPOKEN_LANGUAGES, type SpokenLanguage } from '../domains/actors/profile';
import { BANNABLE_COUNTRIES, COUNTRIES } from './geo';
import { NameFactory, type NameKind } from './names';
import { mixSeed, Rng } from './random';
import { aboutText, threeWords } from './words';

/** One actor as inserted: keys are the columns of the actors table. */
export interface ActorSeed {
  id: number;
  name: string;
  gender: 'N' | 'M' | 'F' | 'C';
  gender_type: GenderType;
  age: number;
  three_words: string;
  languages: string[];
  country: string;
  latitude: number;
  longitude: number;
  about: string;
  registered_since: Date;
  is_online: boolean;
  online_since: Date | null;
  free_chat: boolean;
  banned_country_codes: string[];
  price_video: number;
  price_singlec2c: number;
  voucher_chat_minutes: number;
  chat_price_video: number;
  chat_price_voyeur: number;
  chat_price_ticket_show: number;
  chat_price_single: number;
  chat_price_single_c2c: number;
  feature_live_preview: boolean;
  feature_hd: boolean;
  feature_audio: boolean;
  feature_dildocontrol: boolean;
  voyeur_available: boolean;
  online_mobile_videocall: boolean;
  ticket_show_running: boolean;
  conversion_chat_available: boolean;
  star: boolean;
  top_amateur: boolean;
  ranking: number;
  online_ranking: number;
  rating_count_90d: number;
  satisfaction_rate_90d: number;
  sedcard_count: number;
  seeded_pin_count: number;
}

const DAY_MS = 86_400_000;

/** Mostly solo women, as on the real platform; every gender type of spec 000 §3 appears. */
const GENDER_TYPE_WEIGHTS: readonly (readonly [GenderType, number])[] = [
  ['F', 74], ['FF', 5], ['FM', 7], ['M', 6], ['MM', 2], ['S', 4], ['T', 2],
];

const GENDER_OF: Record<GenderType, ActorSeed['gender']> = { F: 'F', S: 'F', M: 'M', T: 'M', FF: 'C', FM: 'C', MM: 'C' };
const NAME_KIND_OF: Record<GenderType, NameKind> = { F: 'female', S: 'female', M: 'male', T: 'male', FF: 'couple', FM: 'couple', MM: 'couple' };

function spokenLanguages(rng: Rng, home: readonly SpokenLanguage[]): string[] {
  const languages = new Set<string>([home[0]]);
  if (home.length > 1 && rng.chance(0.6)) languages.add(home[1]);
  if (rng.chance(0.65)) languages.add('en');
  if (rng.chance(0.15)) languages.add(rng.pick(SPOKEN_LANGUAGES));
  return [...languages];
}

/** Days since registration: many long-standing actors, a steady trickle of new ones. */
function registeredDaysAgo(rng: Rng): number {
  if (rng.chance(0.06)) return rng.int(0, 29);
  return Math.floor(30 + Math.pow(rng.next(), 1.6) * 8 * 365);
}

/**
 * Share of liked chats in %: mostly 80–99, one actor in ten lower (45–79). A full 100 only happens
 * with few ratings, as on a real platform: one dislike among hundreds already costs a point.
 */
export function satisfaction(rng: Rng, ratings: number): number {
  const u = rng.next();
  if (ratings < 20 && u > 0.97) return 100;
  if (u < 0.1) return 45 + Math.floor((u / 0.1) * 35);
  return 99 - Math.floor(Math.pow((u - 0.1) / 0.9, 1.3) * 20);
}

/**
 * Guests who pinned the actor: long-tailed (log-uniform up to ~3,000, median a few dozen), more
 * for well-ranked actors, fewer for actors who joined in the last month. Its own PRNG stream, so
 * the actor's other fields stay as they were before it existed.
 */
export function seededPins(seed: number, index: number, ranking: number, daysRegistered: number): number {
  const rng = new Rng(mixSeed(seed, 7, index));
  const fans = Math.exp(1 + rng.next() * 7);
  const standing = 0.3 + 0.7 * (ranking / 10_000);
  return Math.round(fans * standing * Math.min(1, (daysRegistered + 1) / 30));
}

export function generateActor(seed: number, index: number, now: Date, names: NameFactory): ActorSeed {
  const rng = new Rng(mixSeed(seed, 1, index));
  const genderType = rng.weighted(GENDER_TYPE_WEIGHTS);
  const country = rng.weighted(COUNTRIES.map((c) => [c, c.weight] as const));
  const traits = threeWords(rng);
  const isOnline = rng.chance(ONLINE_SHARE);
  const ranking = Math.round(Math.pow(rng.next(), 2.2) * 10_000);
  const videoChat = rng.int(6, 20);
  const singleChat = videoChat + rng.int(2, 6);
  const singleC2C = singleChat + rng.int(2, 4);
  const daysRegistered = registeredDaysAgo(rng);
  const registered = new Date(now.getTime() - daysRegistered * DAY_MS - rng.int(0, DAY_MS - 1));
  const bansOwnCountry = rng.chance(0.22);
  // About a third stay under the display threshold of 10 ratings (spec 000 §5).
  const ratings = rng.chance(0.3) ? rng.int(0, 9) : Math.round(10 + Math.pow(rng.next(), 2) * 900);

  return {
    id: index + 1,
    name: names.next(rng, NAME_KIND_OF[genderType]),
    gender: GENDER_OF[genderType],
    gender_type: genderType,
    // Ages bunch in the twenties and early thirties, bounded to 18–45.
    age: Math.min(45, 18 + Math.floor(Math.pow(rng.next(), 1.4) * 28)),
    three_words: traits,
    languages: spokenLanguages(rng, country.languages),
    country: country.code,
    latitude: Math.round((country.lat + (rng.next() - 0.5) * 3) * 1000) / 1000,
    longitude: Math.round((country.long + (rng.next() - 0.5) * 4) * 1000) / 1000,
    about: aboutText(rng, traits),
    registered_since: registered,
    is_online: isOnline,
    online_since: isOnline ? new Date(now.getTime() - rng.int(60_000, 3 * 3_600_000)) : null,
    free_chat: rng.chance(0.1),
    banned_country_codes: bansOwnCountry
      ? [...new Set([country.code, ...rng.sample(BANNABLE_COUNTRIES, rng.int(0, 2))])].sort()
      : [],
    price_video: rng.int(3, 15) * 5,
    price_singlec2c: singleC2C,
    voucher_chat_minutes: rng.pick([0, 0, 0, 5, 10]),
    chat_price_video: videoChat,
    chat_price_voyeur: Math.max(2, Math.round(videoChat * 0.6)),
    chat_price_ticket_show: rng.int(4, 20) * 5,
    chat_price_single: singleChat,
    chat_price_single_c2c: singleC2C,
    feature_live_preview: rng.chance(0.7),
    feature_hd: rng.chance(0.6),
    feature_audio: rng.chance(0.5),
    feature_dildocontrol: rng.chance(0.3),
    voyeur_available: rng.chance(0.4),
    online_mobile_videocall: isOnline && rng.chance(0.2),
    ticket_show_running: isOnline && rng.chance(0.04),
    conversion_chat_available: rng.chance(0.2),
    star: ranking > 8_000 && rng.chance(0.5),
    top_amateur: ranking > 6_000 && rng.chance(0.4),
    ranking,
    // The online ranking follows the overall one, with the day's form mixed in.
    online_ranking: Math.max(0, Math.min(10_000, ranking + rng.int(-1_500, 1_500))),
    rating_count_90d: ratings,
    satisfaction_rate_90d: ratings === 0 ? 0 : satisfaction(rng, ratings),
    sedcard_count: rng.int(2, 8),
    seeded_pin_count: seededPins(seed, index, ranking, daysRegistered),
  };
}
