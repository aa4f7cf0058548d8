import type { BrandManifest, RemoteName } from '@vx/shared/protocol';
import type { Config } from '../../config';
import type { BrandDefinition } from './brands';
import type { RouteTableCache } from './route-tables';

type RemoteConfig = Pick<
  Config,
  'REMOTE_MF_CHAT' | 'REMOTE_MF_MESSENGER' | 'REMOTE_MF_MEDIA' | 'REMOTE_MF_TV' | 'REMOTE_MF_EVENTS' | 'REMOTE_MF_MYAREA'
>;

const BASE_KEY: Record<RemoteName, keyof RemoteConfig> = {
  mf_chat: 'REMOTE_MF_CHAT',
  mf_messenger: 'REMOTE_MF_MESSENGER',
  mf_media: 'REMOTE_MF_MEDIA',
  mf_tv: 'REMOTE_MF_TV',
  mf_events: 'REMOTE_MF_EVENTS',
  mf_myarea: 'REMOTE_MF_MYAREA',
};

/** Where a remote is served from, always ending in "/" so relative file names resolve inside it. */
export function remoteBase(config: RemoteConfig, name: RemoteName): string {
  const base = config[BASE_KEY[name]];
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The manifest of a brand: its data plus, per remote, the entry (remoteEntry.js) and the route
 * table the remote published (routes.json), so the shell knows every route without loading a
 * remote's code (DESIGN §2).
 */
export async function buildManifest(brand: BrandDefinition, config: RemoteConfig, routeTables: RouteTableCache): Promise<BrandManifest> {
  const remotes = await Promise.all(
    brand.remotes.map(async (name) => {
      const base = remoteBase(config, name);
      return {
        name,
        entry: new URL('remoteEntry.js', base).href,
        routes: await routeTables.get(new URL('routes.json', base).href),
      };
    }),
  );
  return {
    id: brand.id,
    name: brand.name,
    theme: brand.theme,
    defaultLanguage: brand.defaultLanguage,
    hosts: [...brand.hosts],
    links: { ...brand.links },
    features: { ...brand.features },
    remotes,
  };
}
