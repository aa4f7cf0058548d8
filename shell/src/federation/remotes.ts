import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { i18n } from 'i18next';
import { addNamespace, type BrandManifest, type BrandRemote, type Feature, type Language, type RemoteName } from '@vx/shared';

/**
 * The brand's remotes, registered from data at runtime. A remote's entry is fetched only when
 * one of its routes or widgets is first needed; a failed load is forgotten on retry.
 */
export function createRemoteLoader(brand: BrandManifest, i18n: i18n) {
  const byName = new Map<RemoteName, BrandRemote>(brand.remotes.map((remote) => [remote.name, remote]));
  registerRemotes(brand.remotes.map(({ name, entry }) => ({ name, entry })));
  const features = new Map<RemoteName, Promise<Feature>>();

  async function fetchFeature(name: RemoteName): Promise<Feature> {
    const module = await loadRemote<{ default: Feature }>(`${name}/feature`);
    if (!module?.default) throw new Error(`${name} did not load`);
    return module.default;
  }

  return async function loadFeature(name: RemoteName, language: Language, retry = false): Promise<Feature> {
    const remote = byName.get(name);
    if (!remote) throw new Error(`This brand does not compose ${name}`);
    if (retry) {
      features.delete(name);
      // Forget the cached (failed) entry so the next load fetches the remote again.
      registerRemotes([{ name, entry: remote.entry }], { force: true });
    }
    let feature = features.get(name);
    if (!feature) {
      feature = fetchFeature(name);
      features.set(name, feature);
      feature.catch(() => features.delete(name));
    }
    const loaded = await feature;
    await addNamespace(i18n, loaded.namespace, language, loaded.locales[language]);
    return loaded;
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
