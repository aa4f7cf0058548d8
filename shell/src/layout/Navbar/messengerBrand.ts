import type { BrandManifest } from '@vx/shared';
import { testBrand } from '../../testing/renderWithPlatform';

/** For tests: the test brand composing mf-messenger too, so the navbar links to the messenger. */
export const messengerBrand: BrandManifest = {
  ...testBrand,
  remotes: [
    ...testBrand.remotes,
    {
      name: 'mf_messenger',
      entry: 'http://localhost:3009/remoteEntry.js',
      routes: { messenger: { de: 'messenger/', en: 'messenger/', nl: 'messenger/', es: 'mensajes/' } },
    },
  ],
};
