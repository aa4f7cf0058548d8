import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { createLogger } from '../../http/logging';
import { prepareDatabase } from '../../prepare';
import { importPostalCodes, parseGeoNamesPostalCodes } from './import';

/**
 * Loads a GeoNames postal-code file into postal_codes:
 *   npx tsx server/src/domains/geo/import-cli.ts path/to/DE.txt
 * Uses the same DATABASE_URL / DATA_DIR as the server. No network: the file is brought by hand.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: import-cli.ts <GeoNames DE.txt>');
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  try {
    const { rows, skipped } = parseGeoNamesPostalCodes(readFileSync(file, 'utf8'), 'DE');
    const count = await importPostalCodes(database.db, 'DE', rows);
    logger.info({ imported: count, skipped }, 'postal codes imported');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
