import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/helpers';
import { isNameFree } from './name-availability';
import { NAME_ADJECTIVES, NAME_NOUNS } from './name-words';

/** A random whole number in [min, max): crypto's by default, a test's own to make draws known. */
export type RandomInt = (min: number, max: number) => number;

const pick = <T>(words: readonly T[], random: RandomInt): T => words[random(0, words.length)];

/** One draw: adjective, noun and `digits` digits, "QuietOtter42". */
export function drawName(random: RandomInt = randomInt, digits = 2): string {
  const number = random(0, 10 ** digits).toString().padStart(digits, '0');
  return `${pick(NAME_ADJECTIVES, random)}${pick(NAME_NOUNS, random)}${number}`;
}

const DRAWS = 8;

/**
 * A readable name no guest or actor holds, suggested at signup and given when a chosen name was taken
 * before the confirmation link. 360,000 two-digit names; when a few draws are all taken, four digits
 * make a clash unlikely, and the last draw is checked like the others.
 */
export async function suggestName(db: Executor, random: RandomInt = randomInt): Promise<string> {
  for (let attempt = 0; attempt < DRAWS; attempt += 1) {
    const name = drawName(random, attempt < DRAWS - 2 ? 2 : 4);
    if (await isNameFree(db, name)) return name;
  }
  // Every draw was taken: only a crowded table or a fixed random source gets here.
  for (let number = 0; ; number += 1) {
    const name = `${drawName(random, 2)}${number}`;
    if (await isNameFree(db, name)) return name;
  }
}
