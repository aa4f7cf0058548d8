import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';

/**
 * A route table as data: route name -> path pattern after the language prefix, per language.
 * Patterns use React Router syntax (`categories/:categorySlug/`); '' is the language's start page.
 * Each remote's build publishes its table as routes.json beside its manifest.
 */
export const routeTableSchema = z.record(
  z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
  z.object({ de: z.string(), en: z.string(), nl: z.string(), es: z.string() }),
);
export type RouteTable = z.infer<typeof routeTableSchema>;

export const REMOTE_NAMES = ['mf_chat', 'mf_messenger', 'mf_media', 'mf_tv', 'mf_events', 'mf_myarea'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const brandRemoteSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  /** URL of the remote's remoteEntry.js (its container; the runtime loads no manifest). */
  entry: z.url(),
  /** The remote's route table; empty while the remote's routes.json could not be read. */
  routes: routeTableSchema,
});
export type BrandRemote = z.infer<typeof brandRemoteSchema>;

/** Which remotes a brand composes, its look and its links: data chosen by the request's host. */
export const brandManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.enum(['visitx', 'amora']),
  defaultLanguage: z.enum(LANGUAGES),
  hosts: z.array(z.string()),
  links: z.object({ becomeModel: z.url(), helpCenter: z.url() }),
  features: z.object({
    /** The other brand's welcome modal for visitors (spec 000 §5). */
    brandModal: z.boolean(),
    /** The Spanish-market AVS modal, suppressed by the forced-AVS cookie (spec 000 §5). */
    spanishAvsModal: z.boolean(),
  }),
  remotes: z.array(brandRemoteSchema),
});
export type BrandManifest = z.infer<typeof brandManifestSchema>;

/**
 * A tab title: "page | brand", or the brand alone (null). The one place a title gets the brand's
 * name, for the client (useDocumentTitle) and the server's first HTML alike; a page whose own words
 * are the brand's name is not named twice.
 */
export function brandTitle(title: string | null, brandName: string): string {
  return title === null || title === brandName ? brandName : `${title} | ${brandName}`;
}

/** The name of the cookie that suppresses the Spanish AVS modal. */
export const FORCED_AVS_COOKIE = 'forcedAvs';
/** The local-storage key of the marker that a guest has logged in on this browser. */
export const LOGIN_MARKER_KEY = 'vx.loginMarker';
