import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { tagName } from '@vx/shared/tags';
import { E2E_PORT } from '../support/ports';

/** Issue 12, catalogue: believable top lists, the rating threshold, content in the guest's language, local times. */

const rest = (path: string) => `http://localhost:${E2E_PORT}/rest/v1/${path}`;
const LANGUAGES = ['de', 'nl', 'es'] as const;
type Language = (typeof LANGUAGES)[number] | 'en';

interface TopCam { id: number; ratingCount: number; satisfactionRate: number; pinnedCount: number }
interface HeatMapDay { date: string; activityLevel: number; start: string | null; hoursToBeOnline: number }
interface Profile {
  id: number;
  name: string;
  heatMap: HeatMapDay[];
  interview: { language: string; items: { question: string }[] } | null;
}
interface Show { id: number; start: string; title: string; description: { value: string; language: string } }

/** The apps' own strings: the words the page must show (a wrong or missing translation fails here). */
const strings = (app: 'mf-chat' | 'mf-media', language: Language) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', app, 'src', 'locales', `${language}.json`), 'utf8')) as {
    catalogue: { heatMap?: { bestChance: string } };
    videos?: { filters: string };
  };

async function topCams(request: APIRequestContext, type: string): Promise<TopCam[]> {
  return ((await (await request.get(rest(`topcams/${type}`))).json()) as { topCams: TopCam[] }).topCams;
}

/** An actor with an interview and a day of the highest activity in her heat map. */
async function interviewedActor(request: APIRequestContext, language: Language): Promise<Profile> {
  for (let id = 3; id < 300; id += 3) {
    const profile = (await (await request.get(rest(`actor/getActorDataByIdOrName/${id}?language=${language}`))).json()) as Profile;
    if (profile.interview && profile.heatMap.some((day) => day.activityLevel === 4)) return profile;
  }
  throw new Error('no interviewed actor with a busy day');
}

/** An actor one of whose tag groups has a name of its own in the language (not the same word as in English; names from @vx/shared/tags). */
async function actorWithTranslatedTag(request: APIRequestContext, language: Language) {
  for (let id = 1; id < 300; id++) {
    const actor = (await (await request.get(rest(`actor/getActorDataByIdOrName/${id}`))).json()) as Profile;
    const { tagGroups } = (await (await request.get(rest(`actor/${id}/videos`))).json()) as { tagGroups: string[] };
    const tag = tagGroups.find((label) => tagName(label, language) !== label);
    if (tag) return { name: actor.name, tag, translated: tagName(tag, language) };
  }
  throw new Error('no actor with a translated tag group');
}

async function shows(request: APIRequestContext, language: Language): Promise<Show[]> {
  return ((await (await request.get(rest(`camshows?first=100&language=${language}`))).json()) as { shows: Show[] }).shows;
}

/** "HH:MM" of a moment in a zone, as the page's own format writes it. */
const clock = (iso: string, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

test.describe('top cams', () => {
  for (const width of [375, 1440]) {
    test(`favourites are spread, best chats are not all 100 %, ratings only from 10 (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/top-cams/');
      const tiles = page.getByTestId('top-cam');
      await expect(tiles.first()).toBeVisible();
      const rates = await tiles.locator('dd', { hasText: '% satisfied' }).allTextContents();
      expect(new Set(rates).size).toBeGreaterThan(3);
      expect(rates.filter((rate) => rate.startsWith('100')).length).toBeLessThan(rates.length / 10);

      await page.getByRole('tab', { name: 'Top favourites' }).click();
      await expect(tiles.first()).toBeVisible();
      const favourites = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="top-cam"] dt')]
          .filter((term) => term.textContent === 'Favourite of')
          .map((term) => Number(term.nextElementSibling?.textContent)),
      );
      expect(favourites.length).toBeGreaterThan(10);
      expect(favourites.filter((count) => count === 0).length).toBeLessThan(favourites.length / 10);
      expect(new Set(favourites).size).toBeGreaterThan(favourites.length / 2);

      // Top 100 holds actors under the threshold too: their tiles show no rating.
      const few = (await topCams(request, 'top100')).filter((cam) => cam.ratingCount < 10);
      expect(few.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: 'Top 100' }).click();
      for (const cam of few.slice(0, 5)) {
        const tile = page.locator(`[data-testid="top-cam"][data-actor-id="${cam.id}"]`);
        await expect(tile).toBeVisible();
        await expect(tile).toContainText('Favourite of');
        await expect(tile).not.toContainText('satisfied');
        await expect(tile).not.toContainText('Ratings');
      }
    });
  }
});

test('de: a guest finds a tag by its German name, the filter keeping its label', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/de/videos/alle-videos/');
  const search = page.getByRole('searchbox', { name: 'Tags suchen' });
  await search.fill('Tanz');
  await page.getByRole('button', { name: 'Tanz', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tag=Dance\b/);
  await expect(page.getByRole('button', { name: 'Tag Tanz entfernen' })).toBeVisible();
});

test.describe('the guest language on the profile and the cam shows page', () => {
  for (const language of LANGUAGES) {
    test(`${language}: interview, heat map note, tag names and cam shows`, async ({ page, request }) => {
      const actor = await interviewedActor(request, language);
      expect(actor.interview?.language).toBe(language);
      await page.goto(`/${language}/amateur/${actor.name.toLowerCase()}/`);
      const interview = page.locator('section[aria-labelledby="interview-title"]');
      await expect(interview).toHaveAttribute('lang', language);
      await expect(interview.locator('dt').first()).toHaveText(actor.interview!.items[0].question);
      const busy = actor.heatMap.findIndex((day) => day.activityLevel === 4);
      const bar = page.getByTestId('heat-map').locator('li').nth(busy);
      await expect(bar).toHaveAttribute('title', new RegExp(strings('mf-chat', language).catalogue.heatMap!.bestChance));
      await expect(bar).not.toHaveAttribute('title', /Best chance/);

      // An actor's tag groups on her videos page are named in the page language.
      const tagged = await actorWithTranslatedTag(request, language);
      await page.goto(`/${language}/amateur/${tagged.name.toLowerCase()}/videos/`);
      const filters = page.getByRole('navigation', { name: strings('mf-media', language).videos!.filters });
      await expect(filters.getByRole('link', { name: tagged.translated })).toBeVisible();
      await expect(filters.getByRole('link', { name: new RegExp(`\\b${tagged.tag}\\b`) })).toHaveCount(0);

      const [english, local] = await Promise.all([shows(request, 'en'), shows(request, language)]);
      await page.goto(`/${language}/cam-shows/`);
      const show = local[0];
      const card = page.locator(`[data-testid="cam-show"][data-show-id="${show.id}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(show.title);
      expect(show.title).not.toBe(english.find((s) => s.id === show.id)!.title);
      await expect(card.locator(`p[lang="${language}"]`)).toHaveText(show.description.value);
      await expect(card).not.toContainText(english[0].description.value);
    });
  }
});

test.describe('times in the guest zone', () => {
  for (const [timezoneId, language, zone] of [
    ['Europe/Berlin', 'de', /MEZ|MESZ/],
    ['America/New_York', 'en', /EST|EDT/],
  ] as const) {
    test.describe(timezoneId, () => {
      test.use({ timezoneId });

      test(`cam shows and the heat map in ${timezoneId}, zone named`, async ({ page, request }) => {
        const [show] = await shows(request, language);
        await page.goto(`/${language}/cam-shows/`);
        const time = page.locator(`[data-testid="cam-show"][data-show-id="${show.id}"] time`);
        await expect(time).toHaveText(zone);
        await expect(time).not.toContainText('UTC');
        const [hour] = clock(show.start, language, timezoneId).split(':');
        await expect(time).toContainText(`${language === 'en' ? String(Number(hour) % 12 || 12) : hour}:`);

        const actor = await interviewedActor(request, language);
        await page.goto(`/${language}/amateur/${actor.name.toLowerCase()}/`);
        const index = actor.heatMap.findIndex((day) => day.start !== null);
        const day = actor.heatMap[index];
        const bar = page.getByTestId('heat-map').locator('li').nth(index);
        // ICU versions differ in the space before AM/PM; the hours and the zone must not.
        const start = clock(`${day.date}T${day.start}:00Z`, language, timezoneId).replace(/\s/g, '\\s');
        await expect(bar).toHaveAttribute('title', new RegExp(`${start}–.*(${zone.source})`));
        await expect(bar).not.toHaveAttribute('title', /UTC/);
      });
    });
  }
});
