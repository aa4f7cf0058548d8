import type { BrandManifest, RemoteName } from '@vx/shared/protocol';
import { REMOTE_NAMES } from '@vx/shared/protocol';

/**
 * The brands as data (DESIGN §2): which hosts they answer on, their look, their links and which
 * remotes they compose. Adding a brand or moving a remote is an edit here, never a rebuild of
 * the shell.
 */
export interface BrandDefinition extends Omit<BrandManifest, 'remotes'> {
  remotes: readonly RemoteName[];
}

export const BRANDS: readonly BrandDefinition[] = [
  {
    id: 'visitx',
    name: 'VisitX',
    theme: 'visitx',
    // The spec's fallback language (spec 000 §1); German guests land on /de/ by their choice.
    defaultLanguage: 'en',
    hosts: ['localhost', '127.0.0.1', 'visitx.localhost'],
    links: { becomeModel: 'https://models.example.com/visitx/', helpCenter: 'https://help.example.com/visitx/' },
    features: { brandModal: false, spanishAvsModal: false },
    remotes: REMOTE_NAMES,
  },
  {
    id: 'visitx-es',
    name: 'VisitX España',
    theme: 'visitx',
    defaultLanguage: 'es',
    hosts: ['es.localhost'],
    links: { becomeModel: 'https://models.example.com/visitx/', helpCenter: 'https://help.example.com/visitx/' },
    // The Spanish-market age check modal, suppressed by the forced-AVS cookie (spec 000 §5).
    features: { brandModal: false, spanishAvsModal: true },
    remotes: REMOTE_NAMES,
  },
  {
    id: 'amora',
    name: 'Amora',
    theme: 'amora',
    defaultLanguage: 'en',
    hosts: ['amora.localhost'],
    // The other brand links to its own model sign-up (spec 000 §6).
    links: { becomeModel: 'https://models.example.com/amora/', helpCenter: 'https://help.example.com/amora/' },
    features: { brandModal: true, spanishAvsModal: false },
    remotes: ['mf_chat', 'mf_messenger', 'mf_media'],
  },
];

export const MAIN_BRAND: BrandDefinition = BRANDS[0];

const BY_HOST = new Map<string, BrandDefinition>(BRANDS.flatMap((brand) => brand.hosts.map((host) => [host, brand] as const)));

/** The brand of a host name (no port, lowercase); an unknown host gets the main brand. */
export function brandForHost(hostname: string): BrandDefinition {
  return BY_HOST.get(hostname) ?? MAIN_BRAND;
}
