/**
 * mf-events's part of the contract (contests, daily bonus, special events, games): imported as
 * `@vx/shared/events` by mf-events and the server, never through the main entry. The main entry is
 * a shared singleton the shell provides, so a schema there would be missing until the shell is
 * deployed again, and every page would carry it; a subpath is bundled into the remote that uses it
 * and shaken to what that remote needs, so mf-events deploys alone.
 */
export * from './contests';
export * from './daily-bonus';
export * from './games';
export * from './special';
