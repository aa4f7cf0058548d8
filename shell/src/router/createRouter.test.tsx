import type { Services } from '../platform/services';
import { testBrand } from '../testing/renderWithPlatform';
import { createRouter } from './createRouter';

const services = (language: 'en' | 'de') => ({ brand: testBrand, currentLanguage: () => language }) as unknown as Services;
const matchedPaths = (router: ReturnType<typeof createRouter>) => router.state.matches.map((match) => match.route.path ?? '(index)');

describe('createRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("starts with the guest's language only", () => {
    window.history.replaceState(null, '', '/en/cams/');
    const router = createRouter(services('en'));
    expect(router.routes.map((route) => route.path)).toEqual(['/en', '*']);
    expect(matchedPaths(router)).toEqual(['/en', 'cams/']);
    router.dispose();
  });

  it("adds another language's routes on the first navigation into it, once", async () => {
    window.history.replaceState(null, '', '/en/cams/');
    const router = createRouter(services('en'));
    await router.navigate('/de/amateur/anna/');
    expect(matchedPaths(router)).toEqual(['/de', 'amateur/:actorName/']);
    expect(router.state.matches.at(-1)?.params).toEqual({ actorName: 'anna' });
    await router.navigate('/en/cams/');
    await router.navigate('/de/cams/');
    expect(router.routes.map((route) => route.path)).toEqual(['/en', '*', '/de']);
    router.dispose();
  });

  it('sends a path outside every language to the catch-all', async () => {
    window.history.replaceState(null, '', '/en/');
    const router = createRouter(services('en'));
    await router.navigate('/cams/');
    expect(matchedPaths(router)).toEqual(['*']);
    router.dispose();
  });
});
