import { ZIP_LENGTH } from '@vx/shared';
import type { GeoPoint } from './types';

/**
 * Zip handling of spec 000 §5: a lookup runs only at exactly five characters (four do nothing);
 * a failed or unknown lookup emits an empty location. Only the newest zip's answer is emitted.
 */
export function createZipLookup(lookup: (zip: string) => Promise<GeoPoint | null>, emit: (zip: string, location: GeoPoint | null) => void) {
  let newest = '';
  return async function onZip(raw: string): Promise<boolean> {
    const zip = raw.trim();
    newest = zip;
    if (zip.length !== ZIP_LENGTH) return false;
    let location: GeoPoint | null;
    try {
      location = await lookup(zip);
    } catch {
      location = null;
    }
    if (newest === zip) emit(zip, location);
    return true;
  };
}
