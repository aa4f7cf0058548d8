import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registryRoutes } from '@vx/shared/testing';
import { RestError } from '@vx/shared';
import { answeringRest, blogPost } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { routes } from '../../routes';
import BlogArticlePage from './BlogArticlePage';

const PATH = '/:lang/magazine/:slug/';
const ROUTES = { ...routes, ...registryRoutes({ actorProfile: ['actorName'], home: [] }) };

const article = {
  post: {
    ...blogPost(12, { slug: 'summer-party-12', title: 'Summer party at the lake', subTitle: 'Music, friends and a long night', featured: true }),
    body: '<p>Harmless text</p><script>window.__pwned = 2</script><img src="x" onerror="window.__pwned = 1"><p><a href="javascript:window.__pwned = 3">x</a></p>',
    categories: [
      { id: 38, key: 'event', name: 'Events' },
      { id: 506, key: 'featured', name: 'Featured' },
    ],
    actorIds: [4],
  },
  previous: blogPost(11, { slug: 'spring-talk-11', title: 'A spring talk' }),
  similar: { models: [{ id: 4, name: 'LenaSun', profileLink: '/amateur/lenasun/', isOnline: true, avatarPicture: '/a.svg', previewPicture: '/p.svg' }] },
  categories: [
    { id: 1, key: 'general', name: 'General', total: 8 },
    { id: 38, key: 'event', name: 'Events', total: 8 },
  ],
  breadcrumbs: [
    { label: 'Home', routeName: 'home', params: {} },
    { label: 'Magazine', routeName: 'blogOverview', params: {} },
    { label: 'Events', routeName: 'blogCategory', params: { categoryId: 38 } },
    { label: 'Summer party at the lake', routeName: 'blogArticle', params: { slug: 'summer-party-12' } },
  ],
};

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('BlogArticlePage', () => {
  it('shows the article with its trail, categories, inert body, previous post and models', async () => {
    const restCall = answeringRest({ 'tv/article/summer-party-12': () => article });
    renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/summer-party-12/', path: PATH, restCall, routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer party at the lake' })).toBeTruthy();
    expect(document.title).toContain('Summer party at the lake');
    expect(screen.getByText('Music, friends and a long night')).toBeTruthy();
    const trail = within(screen.getByTestId('blog-breadcrumbs'));
    expect(trail.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/home/', '/en/magazine/', '/en/magazine/category/38/']);
    expect(trail.getByText('Summer party at the lake').getAttribute('aria-current')).toBe('page');
    const body = screen.getByTestId('blog-article-body');
    expect(body.querySelector('script, img, [onerror]')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(body.textContent).toContain('Harmless text');
    expect(screen.getByRole('link', { name: 'Featured' }).getAttribute('href')).toBe('/en/magazine/category/506/');
    expect(screen.getByRole('link', { name: 'A spring talk' }).getAttribute('href')).toBe('/en/magazine/spring-talk-11/');
    expect(screen.getByTestId('blog-similar-model').querySelector('a')?.getAttribute('href')).toBe('/en/actorProfile/lenasun/');
    expect(screen.getByRole('link', { name: 'General (8)' }).getAttribute('href')).toBe('/en/magazine/category/1/');
    expect(restCall).toHaveBeenCalledWith('tv/article/summer-party-12', expect.anything());
  });

  it('shows models without links where the brand has no profiles', async () => {
    const restCall = answeringRest({ 'tv/article/summer-party-12': () => article });
    renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/summer-party-12/', path: PATH, restCall, routes: ROUTES, routeNames: Object.keys(routes) });
    expect((await screen.findByTestId('blog-similar-model')).querySelector('a')).toBeNull();
    expect(within(screen.getByTestId('blog-breadcrumbs')).getByText('Home').closest('a')).toBeNull();
  });

  it('shows the not-found state for an unknown slug', async () => {
    const restCall = jest.fn(() => Promise.reject(new RestError(404)));
    renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/no-such-post-1/', path: PATH, restCall });
    expect((await screen.findByTestId('not-found')).textContent).toContain('This article does not exist in this language.');
  });

  it('shows the not-found state for a malformed slug without asking', () => {
    const view = renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/Bad_Slug/', path: PATH });
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(view.rest).not.toHaveBeenCalled();
  });

  it('goes to the overview when the language is switched on an article (its slug is the other language’s)', async () => {
    const english = answeringRest({ 'tv/article/summer-party-12': () => article });
    const first = renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/summer-party-12/', path: PATH, restCall: english });
    await screen.findByRole('heading', { level: 1, name: 'Summer party at the lake' });
    first.unmount();
    const german = jest.fn(() => Promise.reject(new RestError(404)));
    // The test renders the article's route alone: the router warns that the overview is none of its routes.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderWithPlatform(<BlogArticlePage />, { route: '/de/magazin/summer-party-12/', path: '/:lang/magazin/:slug/', restCall: german });
    await waitFor(() => expect(view.location.pathname).toBe('/de/magazin/'));
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('offers a retry when the article does not load', async () => {
    const restCall = jest.fn(() => Promise.reject(new RestError(503)));
    renderWithPlatform(<BlogArticlePage />, { route: '/en/magazine/summer-party-12/', path: PATH, restCall });
    expect((await screen.findByRole('alert')).textContent).toContain('The article could not be loaded.');
    fireEvent.click(screen.getByRole('button'));
    expect(restCall).toHaveBeenCalledTimes(2);
  });
});
