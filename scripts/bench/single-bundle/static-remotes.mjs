/**
 * Bench only: stands in for '@module-federation/enhanced/runtime' in the single-bundle build of
 * the shell (webpack.config.cjs beside this file). The shell's remote loader calls
 * registerRemotes and loadRemote('<remote>/feature'); here every feature is part of the same
 * webpack build, split at this dynamic import as any ordinary app would split a route.
 */
const FEATURES = {
  mf_chat: () => import('../../../mf-chat/src/feature.ts'),
  mf_messenger: () => import('../../../mf-messenger/src/feature.ts'),
  mf_media: () => import('../../../mf-media/src/feature.ts'),
  mf_tv: () => import('../../../mf-tv/src/feature.ts'),
  mf_events: () => import('../../../mf-events/src/feature.ts'),
  mf_myarea: () => import('../../../mf-myarea/src/feature.ts'),
};

export function registerRemotes() {}

export function loadRemote(id) {
  const load = FEATURES[id.split('/')[0]];
  if (!load) return Promise.reject(new Error(`${id} is not part of the single bundle`));
  return load();
}
