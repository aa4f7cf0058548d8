/** Languages an actor can list as spoken: wider than the four site languages (spec 000 §1). */
export const SPOKEN_LANGUAGES = ['de', 'en', 'nl', 'es', 'fr', 'it'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** Share of actors online in a lively catalogue: the seed starts there and the simulator stays near it. */
export const ONLINE_SHARE = 0.35;
