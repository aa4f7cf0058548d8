import { CATEGORY_SLUGS, type RouteName } from '@vx/shared';
import { accountLinks, navSections } from './navigation';

/** A platform whose brand composes exactly these routes, each at /en/<name>/ (a category at /en/c/<slug>/). */
function composing(...routes: RouteName[]) {
  return {
    hasRoute: (name: RouteName) => routes.includes(name),
    href: (name: RouteName, params?: Record<string, string | number>) => (params?.categorySlug ? `/en/c/${params.categorySlug}/` : `/en/${name}/`),
  } as Parameters<typeof navSections>[0];
}

describe('navSections', () => {
  it('lists every page of every section the brand composes, and each category', () => {
    const sections = navSections(composing('cams', 'freeChat', 'newGirls', 'camShows', 'topCams', 'category', 'videos', 'videosNew', 'feed'));
    expect(sections.map((section) => section.id)).toEqual(['cams', 'videos', 'community']);
    expect(sections[0].links.map((link) => link.route)).toEqual(['cams', 'freeChat', 'newGirls', 'camShows', 'topCams']);
    expect(sections[0].categories.map((category) => category.slug)).toEqual(CATEGORY_SLUGS);
    expect(sections[0].categories[0]).toEqual({ slug: 'girls', href: '/en/c/girls/' });
    expect(sections[1].links.map((link) => link.route)).toEqual(['videos', 'videosNew']);
    expect(sections[2].links.map((link) => link.route)).toEqual(['feed']);
  });

  it('links nothing the brand lacks: no section without pages, no categories without the category route', () => {
    const sections = navSections(composing('cams', 'topCams'));
    expect(sections).toEqual([
      {
        id: 'cams',
        links: [
          { route: 'cams', href: '/en/cams/', row: true },
          { route: 'topCams', href: '/en/topCams/', row: true },
        ],
        categories: [],
      },
    ]);
    expect(navSections(composing())).toEqual([]);
  });

  it('marks the main pages for the desktop row', () => {
    const rows = navSections(composing('cams', 'freeChat', 'videos', 'videosNew', 'feed')).flatMap((section) => section.links.filter((link) => link.row));
    expect(rows.map((link) => link.route)).toEqual(['cams', 'videos', 'feed']);
  });

  it("gives the account menu the guest's own pages the brand composes", () => {
    expect(accountLinks(composing('cams'))).toEqual([]);
    expect(accountLinks(composing('myvisitx'))).toEqual([{ route: 'myvisitx', href: '/en/myvisitx/', row: false }]);
  });
});
