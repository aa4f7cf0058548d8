import { z } from 'zod';

/** Server settings from the environment, validated once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; without it an embedded PGlite keeps its data in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Folder of the embedded database; 'memory' keeps it in memory (tests). */
  DATA_DIR: z.string().default('.data/pglite'),
  /** Redis for socket fan-out across several server processes; in-process without it. */
  REDIS_URL: z.string().optional(),
  SEED_ACTORS: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Videos per seeded actor; unset: 3 to 12 each, as drawn. The list bench seeds 100,000 (1,000 actors × 100). */
  SEED_VIDEOS_PER_ACTOR: z.coerce.number().int().min(1).max(1_000).optional(),
  SIMULATOR: z.enum(['on', 'off']).default('off'),
  /** How long a simulated actor takes to answer a guest's messenger message. */
  SIMULATOR_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(4_000),
  /** Internal and test routes (spec 000 §6) answer only when this secret is set and sent. */
  INTERNAL_SECRET: z.string().min(16).optional(),
  /** Folder with the shell's production build, served at the brand's hosts. */
  SHELL_DIST: z.string().optional(),
  /** Remote entry base URLs, e.g. REMOTE_MF_CHAT=http://localhost:4001/ */
  REMOTE_MF_CHAT: z.string().url().default('http://localhost:4001/'),
  REMOTE_MF_MESSENGER: z.string().url().default('http://localhost:4002/'),
  REMOTE_MF_MEDIA: z.string().url().default('http://localhost:4003/'),
  REMOTE_MF_TV: z.string().url().default('http://localhost:4004/'),
  REMOTE_MF_EVENTS: z.string().url().default('http://localhost:4005/'),
  REMOTE_MF_MYAREA: z.string().url().default('http://localhost:4006/'),
  /**
   * How long a login lasts at most: its refresh cookie is never renewed beyond this, however often
   * it is used (absolute cap, counted from the login).
   */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
  /** Life of one access token; the shell renews it silently through the refresh cookie. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(24 * 3600).default(15 * 60),
  /**
   * Signs the payment provider's callbacks; VISITOR_TOKEN_SECRET signs the query service's visitor
   * tokens. Unset: generated and kept beside the data folder (see secrets.ts `loadSecrets`).
   */
  PAYMENT_SECRET: z.string().optional(),
  VISITOR_TOKEN_SECRET: z.string().optional(),
  /**
   * In-process stand-ins for services that are external in real life (the demo payment provider,
   * the demo mailbox). On with `npm start` and in tests; off unless set, so a production
   * configuration never has them.
   */
  DEMO_PROVIDERS: z.enum(['on', 'off']).default('off'),
  /** Whether the query and feed services answer introspection (__schema, __type): on with `npm start`, off unless set. */
  GRAPHQL_INTROSPECTION: z.enum(['on', 'off']).default('off'),
  /** Open sockets of one client address on one node; the next upgrade is refused with 429. */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** Socket upgrades of one client address in a minute, on every node together (Redis with REDIS_URL). */
  SOCKET_UPGRADES_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Login attempts of one client address in 15 minutes, right or wrong, whatever the e-mail. */
  LOGINS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Signups of one client address in an hour. */
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Password reset requests of one client address in an hour, whatever the e-mail. */
  PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /**
   * Fastify's trustProxy: which proxies may set X-Forwarded-For (false, true, a hop count, or a
   * comma-separated list of addresses/CIDRs). The client address decides rate limits and the country.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Length of one billed live-chat minute (docs/live-chat.md); tests and e2e shorten it, e.g. 3000. */
  LIVECHAT_MINUTE_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  /** How often the live-chat ticker looks for due minutes and ended sessions; 0: never (a test drives `runTick`). */
  LIVECHAT_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** How long a session waits for a guest whose last socket closed (CHAT_TIMINGS.badConnectionWaitMs × 3). */
  LIVECHAT_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** The simulated actor answers after one to three times this. */
  LIVECHAT_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * The emulated cameras (media/live, server/docs/live-streams.md): `on` encodes every actor's looping
   * HLS clip in the background after start (online actors first, cached on disk); `on-demand` only
   * those awaited through `liveStreamsFor(database).ready(actorId)` (tests); `off` none, and the
   * playlists answer 503.
   */
  LIVE_STREAMS: z.enum(['on', 'on-demand', 'off']).default('on'),
  /** Distinct clips at most; an actor beyond reuses the clip of actor ((id - 1) mod N) + 1. */
  LIVE_STREAM_ACTORS: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Cache folder of the clips; default `live/` beside DATA_DIR's folder, or the system's temp folder. */
  LIVE_STREAM_DIR: z.string().optional(),
  /**
   * The videos' encoded files (media/vod, server/docs/video-playback.md): `on` makes every video's
   * title card in the background after start; `on-demand` only those asked for; `off` none (503).
   */
  VOD_VIDEOS: z.enum(['on', 'on-demand', 'off']).default('on'),
  /** Cache folder of the videos' cards; default `vod/` beside DATA_DIR's folder, or the system's temp folder. */
  VOD_DIR: z.string().optional(),
  /** Seconds of a video everyone may watch (the preview); e2e shortens it. */
  VOD_PREVIEW_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How long a signed video URL lasts. */
  VOD_GRANT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(4 * 3600),
  /** How long a playlist request waits for a video made on demand before answering 503 with Retry-After. */
  VOD_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(8_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  return { ...envSchema.parse(env), ...overrides };
}
