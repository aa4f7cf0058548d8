import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { mixSeed, Rng } from '../seed/random';

/**
 * The illustrated person (or couple) of an actor: DiceBear's "Lorelei" heads (CC0, see README credits).
 * Every trait that makes her recognisable (hair, face, nose, skin, accessories) is drawn from her id
 * alone, so her avatar, sedcards, album pictures and live stream show the same person; a picture
 * only changes her expression. Lorelei draws heads and shoulders only, which keeps every image
 * safe for work.
 */

type Loreleis = lorelei.Options;
type Variant<K extends keyof Loreleis> = NonNullable<Loreleis[K]> extends readonly (infer V)[] ? V : never;

/** Only what the stored actor says about her: the id seeds, the gender type picks hair and cast. */
export interface ActorLook {
  id: number;
  genderType: string;
}

export interface Person {
  hair: Variant<'hair'>;
  head: Variant<'head'>;
  nose: Variant<'nose'>;
  /** Her usual open eyes; an expression may close or wink them. */
  eyes: Variant<'eyes'>;
  eyebrows: Variant<'eyebrows'>;
  skin: string;
  hairColor: string;
  glasses: Variant<'glasses'> | null;
  earrings: Variant<'earrings'> | null;
  beard: Variant<'beard'> | null;
  freckles: boolean;
  flowers: boolean;
  /** Picks which closed eyes, wink or grin is hers, so an expression always looks the same on her. */
  quirk: number;
}

/** One or two people (couples), and the hue of her backdrop: the live stream's background colour. */
export interface Cast {
  people: Person[];
  hue: number;
}

export type Eyes = 'own' | 'closed' | 'wink' | 'aside';
export type Mouth = 'calm' | 'smile' | 'grin' | 'playful';

export interface Expression {
  eyes: Eyes;
  mouth: Mouth;
  /** Index into the eyebrow moods; 0 keeps her own. */
  brows: number;
}

export const NEUTRAL: Expression = { eyes: 'own', mouth: 'smile', brows: 0 };

// Chosen by looking at every variant: hair that reads as long or styled, and as short; eyes that are
// open and look ahead (the others are winks, closed or half-closed, used as expressions).
const LONG_HAIR = [9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 29, 30, 31, 32, 33, 35, 36, 37, 38, 40, 41, 42, 43, 45, 46, 48];
const SHORT_HAIR = [1, 2, 3, 4, 5, 6, 7, 8, 12, 28, 39, 44, 47];
const OPEN_EYES = [2, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 21, 23, 24];
const EXPRESSION_EYES: Record<Exclude<Eyes, 'own'>, readonly Variant<'eyes'>[]> = {
  closed: ['variant19', 'variant01'],
  wink: ['variant15', 'variant18'],
  aside: ['variant17', 'variant20'],
};
// No sad mouths, and none that could read as suggestive (pouts, kisses).
const MOUTHS: Record<Mouth, readonly Variant<'mouth'>[]> = {
  calm: ['happy01', 'happy02', 'happy13'],
  smile: ['happy03', 'happy04'],
  grin: ['happy05', 'happy06'],
  playful: ['happy08', 'happy09'],
};
const SKIN = ['fbe3d3', 'f6d3b9', 'eebf98', 'e0a47a', 'c98a5c', 'a86b43', '8a5434', '6b3f25'];
const HAIR_COLOURS = ['1f1612', '3b2518', '5a3825', '7a4a2a', '9c6b3c', 'c49155', 'dcb877', 'a33b28', '5c5c66'];
/** Rarely dyed: pink, violet, teal. */
const DYED = ['e27aa8', '8f6ad8', '3fa6a0'];
const GLASSES: readonly Variant<'glasses'>[] = ['variant01', 'variant04'];

/** Lorelei's variant names: variant01 … variant48. */
const variant = <T extends string>(number: number) => `variant${String(number).padStart(2, '0')}` as T;

type Kind = 'woman' | 'man' | 'any';

/** Solo women and trans women (S) get longer hair, men short hair and sometimes a beard; T draws from both. */
const CAST_KINDS: Record<string, readonly Kind[]> = {
  F: ['woman'], S: ['woman'], M: ['man'], T: ['any'], FF: ['woman', 'woman'], FM: ['woman', 'man'], MM: ['man', 'man'],
};

function person(actorId: number, index: number, kind: Kind): Person {
  const rng = new Rng(mixSeed(0x10e1e1, actorId, index));
  const hairPool = kind === 'woman' ? LONG_HAIR : kind === 'man' ? SHORT_HAIR : [...LONG_HAIR, ...SHORT_HAIR];
  return {
    hair: variant(rng.pick(hairPool)),
    head: variant(rng.int(1, 4)),
    nose: variant(rng.int(1, 6)),
    eyes: variant(rng.pick(OPEN_EYES)),
    eyebrows: variant(rng.int(1, 13)),
    skin: rng.pick(SKIN),
    hairColor: rng.chance(0.06) ? rng.pick(DYED) : rng.pick(HAIR_COLOURS),
    glasses: rng.chance(0.15) ? rng.pick(GLASSES) : null,
    earrings: kind !== 'man' && rng.chance(0.35) ? variant<Variant<'earrings'>>(rng.int(1, 3)) : null,
    beard: kind === 'man' && rng.chance(0.35) ? variant<Variant<'beard'>>(rng.int(1, 2)) : null,
    freckles: rng.chance(0.12),
    flowers: kind !== 'man' && rng.chance(0.08),
    quirk: rng.int(0, 0xffff),
  };
}

export function castOf(actor: ActorLook): Cast {
  const kinds = CAST_KINDS[actor.genderType] ?? CAST_KINDS.F;
  return {
    people: kinds.map((kind, index) => person(actor.id, index, kind)),
    hue: new Rng(mixSeed(0x10e1e1, actor.id, 99)).int(0, 359),
  };
}

/** An expression for one picture, from the picture's own seed: mostly her own eyes, always friendly. */
export function expressionFor(rng: Rng): Expression {
  const eyes = rng.weighted<Eyes>([['own', 70], ['closed', 10], ['wink', 10], ['aside', 10]]);
  const mouth = rng.weighted<Mouth>([['calm', 30], ['smile', 35], ['grin', 25], ['playful', 10]]);
  return { eyes, mouth, brows: rng.chance(0.6) ? 0 : rng.int(1, 12) };
}

/** Lorelei's own markup carries an RDF licence block (~700 bytes each); the README credits it once. */
const METADATA = /<metadata[\s>][\s\S]*?<\/metadata>/;

/**
 * One person with one expression as a standalone `<svg viewBox="0 0 980 980">`, without size: the
 * caller nests it and places it with x/y/width/height. Which variant an expression takes is fixed
 * per person, so her grin is always the same grin.
 */
export function personSvg(person: Person, expression: Expression): string {
  const pick = <T>(items: readonly T[]) => items[mixSeed(person.quirk, items.length) % items.length];
  const eyes = expression.eyes === 'own' ? person.eyes : pick(EXPRESSION_EYES[expression.eyes]);
  const eyebrows = expression.brows === 0 ? person.eyebrows : variant<Variant<'eyebrows'>>(((Number(person.eyebrows.slice(7)) + expression.brows - 1) % 13) + 1);
  const options: Loreleis & { seed: string; clip: boolean } = {
    seed: 'vx',
    // No viewbox mask: it would add an id that repeats when two people share one image.
    clip: false,
    hair: [person.hair],
    head: [person.head],
    nose: [person.nose],
    eyes: [eyes],
    eyebrows: [eyebrows],
    mouth: [pick(MOUTHS[expression.mouth])],
    skinColor: [person.skin],
    hairColor: [person.hairColor],
    glasses: person.glasses ? [person.glasses] : undefined,
    glassesProbability: person.glasses ? 100 : 0,
    earrings: person.earrings ? [person.earrings] : undefined,
    earringsProbability: person.earrings ? 100 : 0,
    earringsColor: ['d4a93c'],
    beard: person.beard ? [person.beard] : undefined,
    beardProbability: person.beard ? 100 : 0,
    frecklesProbability: person.freckles ? 100 : 0,
    hairAccessoriesProbability: person.flowers ? 100 : 0,
    hairAccessoriesColor: ['ffffff'],
  };
  return createAvatar(lorelei, options).toString().replace(METADATA, '');
}
