import { remove as removeConfusables } from 'confusables';

/**
 * The look-alike key of a guest's name: two names with one key would pass for each other, so only
 * one guest may hold it (the unique column guests.name_key). NFKC, then the confusables skeleton
 * (Cyrillic і, Greek Ο, accents, full-width forms become plain Latin letters), case-folded, then the
 * look-alikes that skeleton keeps apart (I, 1 and l; 0 and o; rn and m; vv and w), without the
 * separators a name may contain (space, dot, dash, underscore). Case-folding makes I and i one
 * letter, so i, l and 1 are one letter here: "Mila" and "Mlia" share a key, a rare and harmless refusal.
 */
export function nameKey(name: string): string {
  return removeConfusables(name.normalize('NFKC'))
    .toLowerCase()
    .replace(/[i1]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[\s._-]/g, '');
}
