import { screen, waitFor } from '@testing-library/react';
import { actorProfile } from '../testing/fixtures';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import ActorTopCamsPage from './ActorTopCams/ActorTopCamsPage';
import TopCamsPage from './TopCams/TopCamsPage';

const amora = { id: 'amora', name: 'Amora', theme: 'amora' } as const;

const server = () =>
  jest.fn(async (path: string) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) return actorProfile(1);
    if (path.startsWith('breadcrumb/')) return { data: { breadcrumb: [] } };
    if (path.startsWith('seo/')) return { h1: '', h2: '', seoTitle: '', seoDescription: '', freeText: '', freeTextShort: '', breadcrumb: '', slug: '' };
    return { type: path.replace('topcams/', ''), topCams: [] };
  });

describe("document titles name the brand the page is shown on, not mf-chat's words", () => {
  it('a list page of the amora brand names amora', async () => {
    renderWithPlatform(<TopCamsPage />, { restCall: server(), brand: amora });
    await screen.findByText('This list is empty right now.');
    expect(document.title).toBe('Top cams | Amora');
  });

  it("an actor's page of the amora brand names amora", async () => {
    renderWithPlatform(<ActorTopCamsPage />, { restCall: server(), brand: amora, route: '/en/amateur/lena1/top-cams/', path: '/en/amateur/:actorName/top-cams/' });
    await waitFor(() => expect(document.title).toBe('Lena1 – Top cams | Amora'));
  });
});
