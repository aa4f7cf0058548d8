import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { SERVER_START_TIMEOUT } from '../../testing/server';
import { gameConfigSchema, reportRoundResultSchema, SLOT_SYMBOLS, specialGameStateSchema, useAttemptResultSchema } from '@vx/shared/events';

const CONFIG = `query($id: Int, $slug: String) { gameConfig(id: $id, slug: $slug) {
  id slug startDate endDate rewardClaimEnd hasStarted hasEnded name dailyAttempts gameType gameCategory
  dayConfigs { day dailyAttempts pointsPerAttempt } languageConfigs { language name rewards { optionCode points coins name } }
  guestInfo { gainedRewards { optionCode canRedeem claimed points coins name } points attemptsLeftToday } } }`;
const ATTEMPT = `mutation($gameId: Int!) { useAttempt(gameId: $gameId) { errorMessage data {
  attemptsLeftToday points gamePoints symbols prize round { token durationMs targets { id x y appearAtMs visibleMs } } } } }`;
const REPORT = 'mutation($token: String!, $hits: [GameHitInput!]!) { reportGameRound(token: $token, hits: $hits) { errorMessage data { hits points gamePoints } } }';

describe.each(TEST_ENGINES)('reward games (%s)', (_engine, url) => {
  const server = useTestServerOn(url);
  let alice: SignedUp;
  let bob: SignedUp;
  let visitorToken: string;
  const vxql = (query: string, variables: Record<string, unknown>, token: string, language = 'en') =>
    post(`${server.url}/vxql?language=${language}`, { query, variables }, { token });
  const attempt = async (as: SignedUp, gameId: number) => useAttemptResultSchema.parse((await vxql(ATTEMPT, { gameId }, as.token)).body.data.useAttempt);
  const report = async (as: SignedUp, token: string, hits: { targetId: number; atMs: number }[]) =>
    reportRoundResultSchema.parse((await vxql(REPORT, { token, hits }, as.token)).body.data.reportGameRound);
  const balanceOf = async (as: SignedUp) => (await queryRows<{ balance: number }>(server.database, sql`SELECT balance FROM guests WHERE id = ${as.guestId}`))[0].balance;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token;
  }, SERVER_START_TIMEOUT);

  it('gameConfig: the fixed ids of spec 001 §9, a visitor without guest info, ended and future games; unknown and bad input', async () => {
    const shooting = gameConfigSchema.parse((await vxql(CONFIG, { id: 22 }, visitorToken, 'de')).body.data.gameConfig);
    expect(shooting).toMatchObject({ slug: 'wiesn-shooting', gameType: 'wiesnShooting', gameCategory: 'skill', name: 'Wiesn-Schießbude', hasStarted: true, hasEnded: false, dailyAttempts: 5, guestInfo: null });
    expect(shooting.languageConfigs.map((config) => config.language)).toEqual(['de', 'en', 'nl', 'es']);
    expect(shooting.languageConfigs[0].rewards[0]).toEqual({ optionCode: 'coins-5', points: 20, coins: 5, name: '5 Coins' });
    for (const [id, type] of [[30, 'wiesnBude'], [7, 'venusAttacks'], [6, 'wiesnGaudi']] as const) {
      expect((await vxql(CONFIG, { id }, visitorToken)).body.data.gameConfig.gameType).toBe(type);
    }
    expect((await vxql(CONFIG, { id: 6 }, visitorToken)).body.data.gameConfig.hasEnded).toBe(true);
    expect((await vxql(CONFIG, { slug: 'halloween' }, visitorToken)).body.data.gameConfig).toMatchObject({ hasStarted: false, gameCategory: 'luck' });
    const mine = (await vxql(CONFIG, { slug: 'slot-machine' }, alice.token)).body.data.gameConfig;
    expect(mine.guestInfo).toEqual({ gainedRewards: [], points: 0, attemptsLeftToday: 3 });
    expect((await vxql(CONFIG, { slug: 'no-such-game' }, visitorToken)).body.data.gameConfig).toBeNull();
    expect((await vxql(CONFIG, { slug: 'Bad Slug' }, visitorToken)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await vxql(CONFIG, {}, visitorToken)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await vxql(CONFIG, { id: 22, slug: 'x' }, visitorToken)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('slot machine: attempts decrease to none, the server draws the reels, a reward is claimed once through the wallet', async () => {
    const spins = [await attempt(alice, 200), await attempt(alice, 200), await attempt(alice, 200)];
    expect(spins.map((spin) => spin.data?.attemptsLeftToday)).toEqual([2, 1, 0]);
    for (const spin of spins) {
      expect(spin.errorMessage).toBeNull();
      expect(spin.data!.symbols).toHaveLength(3);
      expect(spin.data!.symbols!.every((symbol) => (SLOT_SYMBOLS as readonly string[]).includes(symbol))).toBe(true);
      expect(spin.data!.points).toBeGreaterThanOrEqual(10);
    }
    expect(await attempt(alice, 200)).toEqual({ errorMessage: 'No attempts left today', data: null });
    const points = spins[2].data!.gamePoints;
    expect(points).toBe(spins.reduce((sum, spin) => sum + spin.data!.points, 0));

    const state = await get(`${server.rest}/special/slotmachine/getReward/200`, { token: alice.token });
    expect(state.status).toBe(200);
    expect(specialGameStateSchema.parse(state.body)).toMatchObject({ tries: { available: 0, total: 3, used: 3 }, gamePoints: points, reward: null });
    expect(state.body.rewardHistory[0]).toMatchObject({ optionCode: 'coins-5', canRedeem: true, claimed: false });

    const before = await balanceOf(alice);
    const claimed = await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-5' }, { token: alice.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.reward).toMatchObject({ optionCode: 'coins-5', claimed: true, canRedeem: false });
    expect(await balanceOf(alice)).toBe(before + 5);
    const again = await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-5' }, { token: alice.token });
    expect([again.status, again.body.error.code]).toEqual([409, 'reward_already_claimed']);
    expect(await balanceOf(alice)).toBe(before + 5);
    const far = await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-50' }, { token: alice.token });
    expect([far.status, far.body.error.code]).toEqual([403, 'reward_not_reached']);
    expect((await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-999' }, { token: alice.token })).status).toBe(404);
    expect((await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'Bad Code' }, { token: alice.token })).status).toBe(400);
    expect((await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-5', extra: 1 }, { token: alice.token })).status).toBe(400);

    // Another guest's state is his own; a claim needs his own points.
    const bobs = await get(`${server.rest}/special/slotmachine/getReward/200`, { token: bob.token });
    expect(bobs.body).toMatchObject({ gamePoints: 0, tries: { available: 3, used: 0 } });
    expect((await post(`${server.rest}/special/slotmachine/getReward/200`, { optionCode: 'coins-5' }, { token: bob.token })).status).toBe(403);
  });

  it('getReward: the path must name the event’s game; bad ids and visitors refused; spit-or-swallow config', async () => {
    expect((await get(`${server.rest}/special/halloween/getReward/200`, { token: alice.token })).body.error.code).toBe('game_not_found');
    expect((await get(`${server.rest}/special/wiesn-shooting/getReward/999999`, { token: alice.token })).status).toBe(404);
    expect((await get(`${server.rest}/special/wiesn-shooting/getReward/22`, { token: alice.token })).status).toBe(200);
    for (const path of ['reward-box/getReward/202', 'wet-and-wild/getReward/203', 'wiesn-bude/getReward/30', 'kickIt/getReward/204', 'halloween/getReward/201']) {
      expect((await get(`${server.rest}/special/${path}`, { token: alice.token })).status).toBe(200);
    }
    expect((await get(`${server.rest}/special/poker/getReward/22`, { token: alice.token })).status).toBe(400);
    expect((await get(`${server.rest}/special/wiesn-shooting/getReward/0`, { token: alice.token })).status).toBe(400);
    expect((await get(`${server.rest}/special/wiesn-shooting/getReward/abc`, { token: alice.token })).status).toBe(400);
    expect((await get(`${server.rest}/special/wiesn-shooting/getReward/22`)).status).toBe(401);
    const config = await get(`${server.rest}/special/spit-or-swallow/config?language=nl`);
    expect(gameConfigSchema.parse(config.body)).toMatchObject({ gameType: 'spitOrSwallow', guestInfo: null });
  });

  it('use attempt: visitors, ended and future games and unknown ids refused', async () => {
    expect((await vxql(ATTEMPT, { gameId: 200 }, visitorToken)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await attempt(alice, 6)).toEqual({ errorMessage: 'The game is not running', data: null });
    expect(await attempt(alice, 201)).toEqual({ errorMessage: 'The game is not running', data: null });
    expect(await attempt(alice, 999999)).toEqual({ errorMessage: 'Game not found', data: null });
    expect((await vxql(ATTEMPT, { gameId: 0 }, alice.token)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('rewards of an ended game: claimed until rewardClaimEnd, then 410 with nothing granted; no claim end closes them at the end', async () => {
    // Wiesn gaudi (6) ended two days ago; attempts played while it ran, as the server records them.
    await queryRows(server.database, sql`INSERT INTO game_plays (event_id, guest_id, day, outcome, points_per_attempt, points, status, finished_at)
      VALUES (6, ${bob.guestId}, '2020-01-01', '{}'::jsonb, 20, 120, 'done', now() - interval '3 days')`);
    const granted = async () => ({
      balance: await balanceOf(bob),
      ledger: (await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE guest_id = ${bob.guestId}`))[0].n,
      vouchers: (await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM vouchers WHERE guest_id = ${bob.guestId}`))[0].n,
      claims: (await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM game_reward_claims WHERE guest_id = ${bob.guestId}`))[0].n,
    });
    const claim = (optionCode: string) => post(`${server.rest}/special/wiesn-gaudi/getReward/6`, { optionCode }, { token: bob.token });
    const config = (await vxql(CONFIG.replace('endDate', 'endDate rewardClaimEnd'), { id: 6 }, bob.token)).body.data.gameConfig;
    expect(config).toMatchObject({ hasEnded: true, guestInfo: { attemptsLeftToday: 0 } });
    expect(Date.parse(config.rewardClaimEnd)).toBeGreaterThan(Date.now());
    expect(await attempt(bob, 6)).toEqual({ errorMessage: 'The game is not running', data: null });

    const before = await granted();
    const inside = await claim('coins-5');
    expect(inside.status).toBe(200);
    expect(specialGameStateSchema.parse(inside.body).reward).toMatchObject({ optionCode: 'coins-5', claimed: true });
    expect(await granted()).toEqual({ ...before, balance: before.balance + 5, ledger: before.ledger + 1, claims: before.claims + 1 });

    await queryRows(server.database, sql`UPDATE special_events SET reward_claim_end = now() - interval '1 minute' WHERE id = 6`);
    const after = await granted();
    const closed = await claim('coins-20');
    expect([closed.status, closed.body.error.code]).toEqual([410, 'claim_window_closed']);
    expect(await granted()).toEqual(after);
    const state = await get(`${server.rest}/special/wiesn-gaudi/getReward/6`, { token: bob.token });
    expect(state.body.rewardHistory[1]).toMatchObject({ optionCode: 'coins-20', canRedeem: false, claimed: false });

    await queryRows(server.database, sql`UPDATE special_events SET reward_claim_end = NULL WHERE id = 6`);
    const noClaimEnd = await claim('coins-20');
    expect([noClaimEnd.status, noClaimEnd.body.error.code]).toEqual([410, 'claim_window_closed']);
    expect((await vxql(CONFIG.replace('endDate', 'endDate rewardClaimEnd'), { id: 6 }, bob.token)).body.data.gameConfig.rewardClaimEnd).toBeNull();
    expect(await granted()).toEqual(after);
  });

  it('shooting gallery: the server issues the round; forged, early, foreign and replayed reports are refused, a real one scores', async () => {
    const forged = (await attempt(alice, 22)).data!.round!;
    expect(forged.targets).toHaveLength(8);
    expect(await report(alice, forged.token, [{ targetId: 99, atMs: 100 }])).toEqual({ errorMessage: 'Hit on a target that was not issued', data: null });
    expect(await report(alice, forged.token, [])).toEqual({ errorMessage: 'Round already reported', data: null });

    const early = (await attempt(alice, 22)).data!.round!;
    const all = early.targets.map((target) => ({ targetId: target.id, atMs: target.appearAtMs + 10 }));
    expect((await report(alice, early.token, all)).errorMessage).toBe('Hits reported before they could happen');

    const real = (await attempt(alice, 22)).data!;
    const first = real.round!.targets[0];
    expect(await report(bob, real.round!.token, [{ targetId: first.id, atMs: first.appearAtMs + 50 }])).toEqual({ errorMessage: 'Invalid round', data: null });
    const tampered = real.round!.token.replace(/^\d+/, (id) => String(Number(id) + 1));
    expect((await report(alice, tampered, [])).errorMessage).toBe('Invalid round');
    const scored = await report(alice, real.round!.token, [{ targetId: first.id, atMs: first.appearAtMs + 50 }]);
    expect(scored).toEqual({ errorMessage: null, data: { hits: 1, points: Math.floor(20 / 8), gamePoints: Math.floor(20 / 8) } });
    expect((await report(alice, real.round!.token, [])).errorMessage).toBe('Round already reported');
    expect((await vxql(REPORT, { token: 'x', hits: [] }, alice.token)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const state = await get(`${server.rest}/special/wiesn-shooting/getReward/22`, { token: alice.token });
    expect(state.body).toMatchObject({ tries: { available: 2, total: 5, used: 3 }, gamePoints: 2 });
  });
});
