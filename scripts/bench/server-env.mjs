/** The internal API's secret of a bench's own server. */
export const BENCH_SECRET = 'bench-internal-secret-0123456789';

/**
 * The environment of a bench's own server: in memory, no simulator, no live streams, warnings only,
 * and the per-address limits lifted, since every guest and socket of a bench comes from this
 * machine's one address. `extra` adds or overrides.
 */
export function benchServerEnv(extra = {}) {
  return {
    DATA_DIR: 'memory',
    SIMULATOR: 'off',
    INTERNAL_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'warn',
    LIVE_STREAMS: 'off',
    SIGNUPS_PER_ADDRESS: '100000',
    LOGINS_PER_ADDRESS: '100000',
    SOCKETS_PER_ADDRESS: '100000',
    SOCKET_UPGRADES_PER_ADDRESS: '100000',
    ...extra,
  };
}
