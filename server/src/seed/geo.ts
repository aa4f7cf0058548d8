import type { SpokenLanguage } from '../domains/actors/profile';

/**
 * Where seeded actors live: a country's weight in the catalogue, its rough centre (for the
 * distance sort of the location search) and the languages people there are likely to speak.
 */
export interface CountryInfo {
  code: string;
  weight: number;
  lat: number;
  long: number;
  languages: SpokenLanguage[];
}

export const COUNTRIES: readonly CountryInfo[] = [
  { code: 'DE', weight: 34, lat: 51.2, long: 10.4, languages: ['de'] },
  { code: 'AT', weight: 8, lat: 47.6, long: 14.1, languages: ['de'] },
  { code: 'CH', weight: 6, lat: 46.8, long: 8.2, languages: ['de', 'fr', 'it'] },
  { code: 'NL', weight: 10, lat: 52.2, long: 5.3, languages: ['nl'] },
  { code: 'BE', weight: 5, lat: 50.6, long: 4.5, languages: ['nl', 'fr'] },
  { code: 'ES', weight: 12, lat: 40.2, long: -3.6, languages: ['es'] },
  { code: 'FR', weight: 6, lat: 46.6, long: 2.4, languages: ['fr'] },
  { code: 'IT', weight: 5, lat: 42.8, long: 12.6, languages: ['it'] },
  { code: 'PL', weight: 4, lat: 52.1, long: 19.4, languages: ['en', 'de'] },
  { code: 'CZ', weight: 3, lat: 49.8, long: 15.5, languages: ['en', 'de'] },
  { code: 'HU', weight: 2, lat: 47.2, long: 19.5, languages: ['en', 'de'] },
  { code: 'RO', weight: 3, lat: 45.9, long: 24.9, languages: ['en', 'es', 'it'] },
  { code: 'GB', weight: 2, lat: 53.0, long: -1.5, languages: ['en'] },
];

/** Countries an actor may hide from (the guest's country decides; spec 000 §5). */
export const BANNABLE_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'ES', 'FR', 'IT', 'PL', 'GB', 'US'];
