import { sql } from 'drizzle-orm';
import { guestNameSuggestionSchema, guestProfileResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { actors, bareName } from '../actors/schema';
import { issueVisitorToken } from '../auth/visitor-token';
import { isActorName } from './name-availability';
import { drawName, suggestName, type RandomInt } from './name-suggestion';
import { NAME_ADJECTIVES, NAME_NOUNS } from './name-words';
import { guestNameSchema } from './validation';

/** A random source that answers the given numbers in turn, then zeros. */
const drawing = (...numbers: number[]): RandomInt => () => numbers.shift() ?? 0;

describe('readable guest names', () => {
  const server = useTestServer({ seedActors: 5 });
  const actorName = async () => (await queryRows(server.database, sql`SELECT name FROM actors ORDER BY id LIMIT 1`))[0].name as string;
  const rename = (token: string, name: string) => post(`${server.rest}/guest/profile/update`, { properties: { name } }, { token });

  describe('the words', () => {
    it('make names the name rules accept, every adjective with every noun', () => {
      for (const adjective of NAME_ADJECTIVES) for (const noun of NAME_NOUNS) expect(guestNameSchema.parse(`${adjective}${noun}99`)).toBe(`${adjective}${noun}99`);
    });

    it('hold no word twice', () => {
      expect(new Set(NAME_ADJECTIVES).size).toBe(NAME_ADJECTIVES.length);
      expect(new Set(NAME_NOUNS).size).toBe(NAME_NOUNS.length);
    });
  });

  describe('GET guest/name/suggestion', () => {
    it('suggests an adjective, a noun and two digits to a visitor, held by nobody', async () => {
      const response = await get(`${server.rest}/guest/name/suggestion`);
      expect(response.status).toBe(200);
      const { name } = guestNameSuggestionSchema.parse(response.body);
      const [, adjective, noun] = /^([A-Z][a-z]+)([A-Z][a-z]+)\d{2}$/.exec(name) ?? [];
      expect(NAME_ADJECTIVES).toContain(adjective);
      expect(NAME_NOUNS).toContain(noun);
      expect(await queryRows(server.database, sql`SELECT id FROM guests WHERE lower(name) = lower(${name})`)).toEqual([]);
    });

    it('never suggests a name a guest holds, in any case', async () => {
      const held = drawName(drawing(7, 0, 0));
      await signupGuest(server.url, { name: held.toUpperCase() });
      const suggested = await suggestName(server.database.db, drawing(7, 0, 0, 8, 1, 1));
      expect(suggested).not.toBe(held);
      expect(suggested).toBe(`${NAME_ADJECTIVES[1]}${NAME_NOUNS[1]}08`);
    });
  });

  describe('a guest signing up without a name', () => {
    it('gets a readable name, not one made from the address', async () => {
      const { auth } = await signupGuest(server.url, { email: `ux1795${Date.now()}@example.com` });
      expect(auth.guest.name).toMatch(/^([A-Z][a-z]+){2}\d{2,4}$/);
    });
  });

  describe("an actor's name", () => {
    it('is recognised in any case, with separators and with look-alike letters', async () => {
      const name = await actorName();
      for (const form of [name, name.toUpperCase(), `${name.slice(0, 2)}_${name.slice(2)}`, name.replace(/a/g, '\u0430')]) {
        expect([form, await isActorName(server.database.db, form)]).toEqual([form, true]);
      }
      expect(await isActorName(server.database.db, `${name}x7`)).toBe(false);
    });

    it('is looked up through the bare-name index, not a scan of every actor', async () => {
      await queryRows(server.database, sql`SET enable_seqscan = off`);
      try {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(server.database, sql`EXPLAIN SELECT id FROM actors WHERE ${bareName(actors.name)} IN ('madessa')`);
        expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('actors_bare_name_idx');
      } finally {
        await queryRows(server.database, sql`RESET enable_seqscan`);
      }
    });

    it('is refused as a new name with 409 name_taken, and the name stays', async () => {
      const { token, guestId } = await signupGuest(server.url, { name: 'Tidy Walrus' });
      const response = await rename(token, (await actorName()).toLowerCase());
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'name_taken', message: 'This name is already taken.' } });
      expect(await queryRows(server.database, sql`SELECT name FROM guests WHERE id = ${guestId}`)).toEqual([{ name: 'Tidy Walrus' }]);
    });

    it('is refused at signup with 409 name_taken', async () => {
      const response = await post(`${server.rest}/vxpay/signup`, { email: `actor-name-${Date.now()}@example.com`, password: 'lantern harbour quietly', name: await actorName() });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('name_taken');
    });
  });

  describe('changing the name (guest/profile/update)', () => {
    it('gives the guest the new name in its profile', async () => {
      const { token } = await signupGuest(server.url);
      expect((await rename(token, 'Witty Heron 7')).status).toBe(200);
      const profile = guestProfileResponseSchema.parse((await get(`${server.rest}/guest/profile/get`, { token })).body).profile;
      expect(profile.name).toBe('Witty Heron 7');
    });

    it("refuses another guest's name in another case with 409 name_taken", async () => {
      await signupGuest(server.url, { name: 'Keen Puffin' });
      const { token } = await signupGuest(server.url);
      const response = await rename(token, 'KEEN PUFFIN');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'name_taken', message: 'This name is already taken.' } });
    });

    it.each([['markup', '<b>Bold</b>'], ['an at sign', 'me@home'], ['a doubled space', 'Keen  Owl'], ['a too long name', 'A'.repeat(31)]])(
      'refuses %s with 400 validation_failed',
      async (_case, name) => {
        const { token } = await signupGuest(server.url);
        const response = await rename(token, name);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('validation_failed');
      },
    );

    it('answers 401 without a login, and to a visitor token', async () => {
      for (const token of [undefined, issueVisitorToken(server.secrets.visitorToken).token]) {
        const response = await post(`${server.rest}/guest/profile/update`, { properties: { name: 'Lucky Otter' } }, token ? { token } : {});
        expect(response.status).toBe(401);
        expect(response.body.error.code).toEqual(expect.any(String));
      }
    });
  });
});
