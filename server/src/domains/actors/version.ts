/**
 * A counter bumped whenever this process changes actors (online state, profile). Read caches tag
 * their entries with it, so a change made here is visible to the next request at once; changes
 * made by another server process reach a cache through its short expiry instead.
 */
let version = 0;

export function catalogueVersion(): number {
  return version;
}

export function bumpCatalogueVersion(): void {
  version += 1;
}
