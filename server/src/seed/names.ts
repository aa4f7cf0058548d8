import type { Rng } from './random';

/**
 * Stage names built from syllables, so thousands of distinct, pronounceable, harmless names come out
 * of a few short lists and no real person's name is copied.
 */

// Starts and middles end in a vowel and endings begin with a consonant, so syllables always join
// into pronounceable names (Lena, Karina, Emalyn) and never into vowel pile-ups.
const FEMALE_START = ['Le', 'Mi', 'Ka', 'Na', 'Li', 'Sa', 'Ja', 'E', 'A', 'Ro', 'Ma', 'Ti', 'Ve', 'Ni', 'Lu', 'Ca', 'Fe', 'Ju', 'Se', 'Da', 'Mae', 'Zo', 'Ari', 'Be', 'Cle', 'Ema', 'Isa', 'Lo', 'Vi', 'Ye'];
const FEMALE_MIDDLE = ['la', 'ri', 'na', 'le', 'vi', 'mi', 'ra', 'li', 'sa', 'ne', 'ta', 'lo', 'de', 'ma', 'se'];
const FEMALE_END = ['na', 'ra', 'la', 'lie', 'ssa', 'nia', 'rina', 'lle', 'ne', 'tte', 'ya', 'ris', 'lyn', 'dra', 'sha', 'nah', 'mie', 'lina'];

const MALE_START = ['Jo', 'Ma', 'Le', 'Ni', 'Ti', 'Fa', 'Ro', 'Da', 'Be', 'Ka', 'Lu', 'Se', 'A', 'E', 'Ju'];
const MALE_MIDDLE = ['na', 'ri', 'lo', 've', 'ma', 'de', 'ro'];
const MALE_END = ['n', 'nas', 'rik', 'no', 'mon', 'vin', 'ren', 'las', 'nik', 'ro', 'to', 'dan', 'lix', 'rec'];

/** Second parts of nicknames, used when a plain name is taken. */
const NICK_WORDS = ['Sun', 'Rose', 'Star', 'Sky', 'Dream', 'Pearl', 'Velvet', 'Honey', 'Luna', 'Bliss', 'Smile', 'Spark', 'Dawn', 'Berry', 'Cloud', 'Mint', 'Wave', 'Gold', 'Lily', 'Storm'];

type Style = 'female' | 'male';

function syllableName(rng: Rng, style: Style): string {
  const [start, middle, end] =
    style === 'female' ? [FEMALE_START, FEMALE_MIDDLE, FEMALE_END] : [MALE_START, MALE_MIDDLE, MALE_END];
  const parts = [rng.pick(start)];
  if (rng.chance(0.55)) parts.push(rng.pick(middle));
  parts.push(rng.pick(end));
  const word = parts.join('').toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export type NameKind = 'female' | 'male' | 'couple';

/** Hands out unique names (case-insensitive, like the database's unique index). */
export class NameFactory {
  private readonly taken = new Set<string>();

  next(rng: Rng, kind: NameKind): string {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = this.candidate(rng, kind, attempt);
      const key = name.toLowerCase();
      if (name.length <= 40 && !this.taken.has(key)) {
        this.taken.add(key);
        return name;
      }
    }
    // Practically unreachable; a counter keeps the name unique and the seed total.
    const fallback = `${syllableName(rng, 'female')}${this.taken.size}`;
    this.taken.add(fallback.toLowerCase());
    return fallback;
  }

  private candidate(rng: Rng, kind: NameKind, attempt: number): string {
    if (kind === 'couple') {
      return `${syllableName(rng, 'female')}And${syllableName(rng, 'male')}`;
    }
    const base = syllableName(rng, kind);
    // Plain names first; once they collide, nicknames like "LunaRose" or "Mira_Sky", then a number.
    if (attempt < 2 && rng.chance(0.7)) return base;
    const word = rng.pick(NICK_WORDS);
    const joined = rng.chance(0.5) ? `${base}${word}` : `${base}_${word}`;
    return attempt < 10 ? joined : `${joined}${rng.int(2, 99)}`;
  }
}
