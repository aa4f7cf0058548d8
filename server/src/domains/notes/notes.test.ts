import { actorNoteSchema, okSchema } from '@vx/shared/protocol';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';

describe('actor notes (actor/getActorNoteById, actor/storeActorNote)', () => {
  const server = useTestServer();
  let alice: SignedUp;
  let bob: SignedUp;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
  }, SERVER_START_TIMEOUT);

  it('answers an empty comment before anything is stored, then the own note only', async () => {
    const empty = await get(`${server.rest}/actor/getActorNoteById/3`, { token: alice.token });
    expect(empty.status).toBe(200);
    expect(actorNoteSchema.parse(empty.body)).toEqual({ actorId: 3, comment: '' });

    const stored = await post(`${server.rest}/actor/storeActorNote`, { actorId: 3, comment: 'Likes jazz' }, { token: alice.token });
    expect(okSchema.parse(stored.body)).toEqual({ success: true });
    await post(`${server.rest}/actor/storeActorNote`, { actorId: 3, comment: 'Likes jazz and rain' }, { token: alice.token });

    expect((await get(`${server.rest}/actor/getActorNoteById/3`, { token: alice.token })).body).toEqual({ actorId: 3, comment: 'Likes jazz and rain' });
    // Another guest never sees it.
    expect((await get(`${server.rest}/actor/getActorNoteById/3`, { token: bob.token })).body).toEqual({ actorId: 3, comment: '' });
  });

  it('accepts exactly 2000 characters and refuses more', async () => {
    expect((await post(`${server.rest}/actor/storeActorNote`, { actorId: 4, comment: 'x'.repeat(2000) }, { token: alice.token })).status).toBe(200);
    const tooLong = await post(`${server.rest}/actor/storeActorNote`, { actorId: 4, comment: 'x'.repeat(2001) }, { token: alice.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('validation_failed');
  });

  it.each([
    ['a visitor reading', () => get(`${server.rest}/actor/getActorNoteById/3`), 401],
    ['a visitor storing', () => post(`${server.rest}/actor/storeActorNote`, { actorId: 3, comment: 'x' }), 401],
    // The session is checked before the input: a visitor learns nothing about what is valid.
    ['a visitor with a malformed id', () => get(`${server.rest}/actor/getActorNoteById/abc`), 401],
    ['a visitor storing a malformed note', () => post(`${server.rest}/actor/storeActorNote`, { actorId: 'x' }), 401],
    ['an unknown actor', () => get(`${server.rest}/actor/getActorNoteById/999999`, { token: alice.token }), 404],
    ['storing for an unknown actor', () => post(`${server.rest}/actor/storeActorNote`, { actorId: 999999, comment: 'x' }, { token: alice.token }), 404],
    ['a malformed id', () => get(`${server.rest}/actor/getActorNoteById/abc`, { token: alice.token }), 400],
    ['a negative id', () => get(`${server.rest}/actor/getActorNoteById/-1`, { token: alice.token }), 400],
    ['a missing comment', () => post(`${server.rest}/actor/storeActorNote`, { actorId: 3 }, { token: alice.token }), 400],
    ['extra fields', () => post(`${server.rest}/actor/storeActorNote`, { actorId: 3, comment: 'x', guestId: 1 }, { token: alice.token }), 400],
  ])('answers %s with a JSON error', async (_case, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
