import type { Feature } from '@vx/shared';
import { localeFaults, pageFaults, widgetFaults } from './feature-contract';

/** The contract's checks on a feature broken in every way they look for: each fault is named. */
const page = (render: () => null) => async () => ({ default: render });
const strings = (value: object) => async () => value;

const broken = {
  id: 'mf_tv',
  routes: {
    tvGuide: { de: 'tv/', en: 'tv/', nl: 'tv/', es: 'tv/' },
    tvShow: { de: 'tv/:showId/', en: 'tv/:showId/', nl: 'tv/:showId/', es: 'tv/:showId/' },
    tvArchive: { de: 'archiv/', en: 'archive/', nl: 'archief/', es: 'archivo/' },
  },
  pages: {
    tvGuide: page(() => null),
    tvShow: page(() => {
      throw new Error('no show');
    }),
  },
  widgets: {
    channel: page(() => {
      throw new Error('no channel');
    }),
    extra: page(() => null),
  },
  namespace: 'tv',
  locales: {
    de: strings({ title: 'TV', more: 'mehr' }),
    en: strings({ title: 'TV' }),
    nl: () => Promise.reject(new Error('404')),
    es: strings({ title: 'TV' }),
  },
} as unknown as Feature;

describe('the feature contract', () => {
  it('names a route without a page and a page that throws on render', async () => {
    const faults = await pageFaults(broken, { showId: '1' });
    expect(faults).toEqual(['route tvArchive has no page', expect.stringMatching(/^page tvShow throws on render: Error: no show/)]);
  });

  it('names a declared widget that is missing, one lent but not declared, and one that throws', async () => {
    const faults = await widgetFaults(broken, { channel: {}, schedule: {} });
    expect(faults).toEqual([
      'widget schedule is missing',
      'widget extra is not declared',
      expect.stringMatching(/^widget channel throws on render: Error: no channel/),
    ]);
  });

  it('names a language that does not load and one with other keys', async () => {
    expect(await localeFaults(broken)).toEqual(['locale nl does not load: Error: 404', 'locale de has other keys than en']);
  });
});
