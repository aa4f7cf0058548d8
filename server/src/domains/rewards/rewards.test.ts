import { eq } from 'drizzle-orm';
import { redeemBonusResponseSchema } from '@vx/shared/protocol';
import { post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { guests } from '../guests/schema';
import { pincallVerifications } from '../guests/verification-schema';
import { bonusCodes } from './schema';
import { doSpin, redeemSpinReward } from './spinwheel';
import { WHEEL_SEGMENTS } from './wheel';

describe('vouchers, benefits, bonus codes and the spin wheel', () => {
  const server = useTestServer();
  let alice: SignedUp;
  let bob: SignedUp;
  const redeem = (code: unknown, as?: SignedUp) => post(`${server.rest}/guest/redeemBonus`, { code }, as ? { token: as.token } : {});
  const vxql = (query: string, as: SignedUp, variables?: Record<string, unknown>) => post(`${server.url}/vxql?language=en`, { query, variables }, { token: as.token });
  const guestRow = async (who: SignedUp) => (await server.database.db.select().from(guests).where(eq(guests.id, who.guestId)))[0];
  const setGuest = (who: SignedUp, values: Partial<typeof guests.$inferInsert>) =>
    server.database.db.update(guests).set(values).where(eq(guests.id, who.guestId));

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
  }, SERVER_START_TIMEOUT);

  describe('guest/redeemBonus', () => {
    it('redeems a code once, crediting its coins through the wallet, and refuses it the second time', async () => {
      const before = (await guestRow(alice)).balance;
      const first = await redeem('welcome50', alice);
      expect(first.status).toBe(200);
      expect(redeemBonusResponseSchema.parse(first.body).bonus.code).toBe('WELCOME50');
      expect((await guestRow(alice)).balance).toBe(before + 50);

      const second = await redeem('WELCOME50', alice);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('bonus_code_already_redeemed');
      expect((await guestRow(alice)).balance).toBe(before + 50);
      // Another guest still may.
      expect((await redeem('WELCOME50', bob)).status).toBe(200);
    });

    it('holds staggered top-up tiers as a benefit and adds the free messages', async () => {
      const messages = (await guestRow(bob)).freeMessagesCount;
      expect((await redeem('TOPUP2026', bob)).status).toBe(200);
      expect((await guestRow(bob)).freeMessagesCount).toBe(messages + 10);
      const benefits = await vxql('{ benefits { type amount tiers { from amount } source } }', bob);
      expect(benefits.body.data.benefits).toEqual(
        expect.arrayContaining([
          { type: 'bonus', amount: null, tiers: [{ from: 40, amount: 10 }, { from: 100, amount: 30 }, { from: 200, amount: 80 }], source: 'bonus_code:TOPUP2026' },
          { type: 'freeMessages', amount: 10, tiers: [], source: 'bonus_code:TOPUP2026' },
        ]),
      );
      // Alice's benefits are hers only.
      const hers = await vxql('{ benefits { source } }', alice);
      expect(hers.body.data.benefits.map((b: { source: string }) => b.source)).not.toContain('bonus_code:TOPUP2026');
    });

    it('grants vouchers, listed with their validity to their guest only', async () => {
      expect((await redeem('FREEVIDEO', alice)).status).toBe(200);
      const list = await vxql('{ guestVouchers { guestId type amount validFrom validTo actors { id name } } }', alice);
      expect(list.body.data.guestVouchers).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ guestId: alice.guestId, type: 1, amount: 1, validTo: '2027-12-31T22:59:59.000Z', actors: [] }),
          expect.objectContaining({ guestId: alice.guestId, type: 4, amount: 1 }),
        ]),
      );
      const bobs = await vxql('{ guestVouchers { guestId } }', bob);
      expect(bobs.body.data.guestVouchers).toEqual([]);
    });

    it('asks for VIP and for a verified mobile number where the code says so', async () => {
      const refused = await redeem('VIPGIFT', bob);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'vip_required']);
      await setGuest(bob, { isVip: true });
      const gifts = (await guestRow(bob)).messengerGiftCount;
      expect((await redeem('VIPGIFT', bob)).status).toBe(200);
      expect((await guestRow(bob)).messengerGiftCount).toBe(gifts + 3);
      const mobile = await redeem('MOBILE25', bob);
      expect([mobile.status, mobile.body.error.code]).toEqual([403, 'mobile_auth_required']);
      const verification = (type: 'mobile' | 'fixed', verified: boolean) => ({
        guestId: bob.guestId,
        type,
        countryCode: 'DE',
        preCode: '49',
        number: type === 'mobile' ? '1701234567' : '301234567',
        e123: type === 'mobile' ? `+49170${bob.guestId}` : `+4930${bob.guestId}`,
        pinHash: 'unused',
        pinLength: type === 'mobile' ? 6 : 5,
        verified,
        verifiedAt: verified ? new Date() : null,
        expiresAt: new Date(),
      });
      // A fixed line, or a mobile number not yet confirmed, does not count.
      await server.database.db.insert(pincallVerifications).values([verification('fixed', true), verification('mobile', false)]);
      expect((await redeem('MOBILE25', bob)).status).toBe(403);
      await server.database.db.insert(pincallVerifications).values(verification('mobile', true));
      expect((await redeem('MOBILE25', bob)).status).toBe(200);
    });

    it('tells the guest\'s sockets of the new balance, vouchers and the redeemed code, and no one else\'s', async () => {
      const carol = await signupGuest(server.url);
      const [mine, theirs] = await Promise.all([TestSocket.connect(server.wsUrl), TestSocket.connect(server.wsUrl)]);
      try {
        await mine.requestSession(carol.token);
        await theirs.requestSession(bob.token);
        mine.drain('guestBalance');
        expect((await redeem('FREEVIDEO', carol)).status).toBe(200);
        const vouchers = await mine.next('vouchers');
        expect(vouchers.vouchers.map((voucher) => voucher.type).sort()).toEqual([1, 4]);
        expect(await mine.next('bonusCodeRedeemed')).toEqual({ type: 'bonusCodeRedeemed', code: 'FREEVIDEO' });
        expect((await redeem('WELCOME50', carol)).status).toBe(200);
        expect((await mine.next('guestBalance')).guestBalance).toBe(50);
        await theirs.roundTrip();
        expect(theirs.has('bonusCodeRedeemed') || theirs.has('vouchers')).toBe(false);
      } finally {
        await mine.close();
        await theirs.close();
      }
    });

    it('refuses an expired and a used-up code', async () => {
      await server.database.db.insert(bonusCodes).values([
        { code: 'GONE2020', validTo: new Date('2020-01-01T00:00:00Z'), benefits: [{ type: 'coins', amount: 5, tiers: [], voucherType: null }] },
        { code: 'ONLYONE', maxRedemptions: 1, benefits: [{ type: 'coins', amount: 5, tiers: [], voucherType: null }] },
      ]);
      const expired = await redeem('GONE2020', alice);
      expect([expired.status, expired.body.error.code]).toEqual([410, 'bonus_code_expired']);
      expect((await redeem('ONLYONE', alice)).status).toBe(200);
      const exhausted = await redeem('ONLYONE', bob);
      expect([exhausted.status, exhausted.body.error.code]).toEqual([410, 'bonus_code_exhausted']);
    });

    it.each([
      ['a visitor', () => redeem('WELCOME50'), 401],
      ['a visitor with bad input', () => post(`${server.rest}/guest/redeemBonus`, {}), 401],
      ['an unknown code', () => redeem('NOSUCHCODE', alice), 404],
      ['a missing code', () => post(`${server.rest}/guest/redeemBonus`, {}, { token: alice.token }), 400],
      ['a code too short', () => redeem('AB', alice), 400],
      ['a code with other characters', () => redeem("X' OR 1=1", alice), 400],
      ['a number', () => redeem(50, alice), 400],
      ['extra fields', () => post(`${server.rest}/guest/redeemBonus`, { code: 'WELCOME50', guestId: 1 }, { token: alice.token }), 400],
    ])('answers %s with a JSON error', async (_case, call, status) => {
      const response = await call();
      expect(response.status).toBe(status);
      expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe('canRedeem, bonusCode and remainingBonusCodes', () => {
    it('tells whether and why, and shows the code with its config and tiers', async () => {
      const query = 'query ($code: String!) { canRedeem(code: $code) { canRedeem reason } bonusCode(code: $code) { code config { containsTopUpBenefit validTo conditions { requireMobileAuth vip } } benefits { type tiers { from amount } } } }';
      const fresh = await vxql(query, alice, { code: 'topup2026' });
      expect(fresh.body.data.canRedeem).toEqual({ canRedeem: true, reason: null });
      expect(fresh.body.data.bonusCode.config).toEqual({ containsTopUpBenefit: true, validTo: '2027-12-31T22:59:59.000Z', conditions: { requireMobileAuth: false, vip: false } });
      expect((await vxql(query, alice, { code: 'WELCOME50' })).body.data.canRedeem).toEqual({ canRedeem: false, reason: 'bonus_code_already_redeemed' });
      expect((await vxql(query, alice, { code: 'MOBILE25' })).body.data.bonusCode.config.conditions).toEqual({ requireMobileAuth: true, vip: false });
      const unknown = await vxql(query, alice, { code: 'NOSUCHCODE' });
      expect(unknown.body.data).toEqual({ canRedeem: { canRedeem: false, reason: 'bonus_code_not_found' }, bonusCode: null });
    });

    it('refuses a malformed code and a call without a token', async () => {
      const bad = await vxql('{ canRedeem(code: "a b") { canRedeem } }', alice);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await post(`${server.url}/vxql?language=en`, { query: '{ remainingBonusCodes { code } }' })).status).toBe(401);
    });
  });

  describe('guest/acceptCancellationOffer', () => {
    const accept = (body: unknown, as?: SignedUp) => post(`${server.rest}/guest/acceptCancellationOffer`, body, as ? { token: as.token } : {});

    it('grants a VIP guest his free month once', async () => {
      await setGuest(alice, { isVip: true });
      const first = await accept({ guest_id: alice.guestId, platform_text: 'Stay VIP: your next month is free.' }, alice);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ accepted_offer: true, accepted_offer_info: { type: 'vipAbo', amount: 30 } });
      const again = await accept({ guest_id: alice.guestId, platform_text: 'Stay VIP: your next month is free.' }, alice);
      expect([again.status, again.body.error.code]).toEqual([409, 'offer_already_accepted']);
    });

    it.each([
      ['a visitor', () => accept({ guest_id: 1, platform_text: 'x' }), 401],
      ["another guest's id", () => accept({ guest_id: bob.guestId, platform_text: 'x' }, alice), 403],
      ['a guest without a subscription', async () => {
        const carol = await signupGuest(server.url);
        return accept({ guest_id: carol.guestId, platform_text: 'x' }, carol);
      }, 404],
      ['a missing guest id', () => accept({ platform_text: 'x' }, alice), 400],
      ['a guest id as text', () => accept({ guest_id: String(alice.guestId), platform_text: 'x' }, alice), 400],
      ['an empty text', () => accept({ guest_id: alice.guestId, platform_text: '' }, alice), 400],
      ['a text too long', () => accept({ guest_id: alice.guestId, platform_text: 'x'.repeat(501) }, alice), 400],
    ])('answers %s with a JSON error', async (_case, call, status) => {
      const response = await call();
      expect(response.status).toBe(status);
      expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe('loyalty spin wheel', () => {
    const INFO = '{ loyaltySpinwheel(type: "loyalty") { spinwheelActive lastSpinDate points spins segments { type amount } monthlyRewards { points spins reached } coinLoyaltyBonusState { state coins requiredPoints } spinRewardHistory { id type status } } }';

    it('refuses a spin without spins, and spins what a spins voucher gave', async () => {
      const carol = await signupGuest(server.url);
      const none = await vxql('mutation { doSpin(type: "loyalty") { id } }', carol);
      expect(none.body.errors[0].extensions.code).toBe('NO_SPINS');
      expect((await redeem('SPINS3', carol)).status).toBe(200);
      const info = await vxql(INFO, carol);
      expect(info.body.data.loyaltySpinwheel).toMatchObject({ spinwheelActive: true, spins: 3, lastSpinDate: null, spinRewardHistory: [] });
      expect(info.body.data.loyaltySpinwheel.segments).toHaveLength(WHEEL_SEGMENTS.length);

      const spun = await vxql('mutation { doSpin(type: "loyalty") { id segment type bonuscode coins freeSpins messengerGift voucher { type amount } } }', carol);
      const result = spun.body.data.doSpin;
      expect(WHEEL_SEGMENTS[result.segment].type).toBe(result.type);
      const after = (await vxql(INFO, carol)).body.data.loyaltySpinwheel;
      expect(after.spins).toBe(2);
      expect(after.spinRewardHistory).toEqual([{ id: result.id, type: result.type, status: 'redeemable' }]);
      expect(after.lastSpinDate).toEqual(expect.any(String));
    });

    it('redeems a reward once, coins through the wallet, and never another guest\'s', async () => {
      await setGuest(alice, { spinwheelSpins: 1 });
      // The server draws; here the draw is fixed on the first segment (coins).
      const spin = await doSpin(server.database.db, alice.guestId, () => 0);
      if (!spin.ok) throw new Error('spin refused');
      expect(spin.result).toMatchObject({ segment: 0, type: 'coins', coins: WHEEL_SEGMENTS[0].amount });
      const mutation = 'mutation ($id: Int!) { redeemReward(id: $id) { id status coins } }';

      const stolen = await vxql(mutation, bob, { id: spin.result.id });
      expect(stolen.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const before = (await guestRow(alice)).balance;
      const redeemed = await vxql(mutation, alice, { id: spin.result.id });
      expect(redeemed.body.data.redeemReward).toEqual({ id: spin.result.id, status: 'redeemed', coins: WHEEL_SEGMENTS[0].amount });
      expect((await guestRow(alice)).balance).toBe(before + WHEEL_SEGMENTS[0].amount);
      const twice = await vxql(mutation, alice, { id: spin.result.id });
      expect(twice.body.errors[0].extensions.code).toBe('ALREADY_REDEEMED');
      expect((await guestRow(alice)).balance).toBe(before + WHEEL_SEGMENTS[0].amount);
      expect((await vxql(mutation, alice, { id: 0 })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('grants free spins, a messenger gift and a voucher when they are redeemed', async () => {
      const dave = await signupGuest(server.url);
      const total = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);
      const drawOf = (type: string) => {
        const index = WHEEL_SEGMENTS.findIndex((segment) => segment.type === type);
        return () => (WHEEL_SEGMENTS.slice(0, index).reduce((sum, segment) => sum + segment.weight, 0) + 0.5) / total;
      };
      await setGuest(dave, { spinwheelSpins: 3 });
      const won = [];
      for (const type of ['freeSpins', 'messengerGift', 'voucher']) {
        const spin = await doSpin(server.database.db, dave.guestId, drawOf(type));
        if (!spin.ok) throw new Error('spin refused');
        won.push(spin.result);
      }
      expect((await guestRow(dave)).spinwheelSpins).toBe(0);
      for (const result of won) await redeemSpinReward(server.database.db, server.hub, dave.guestId, result.id);
      const row = await guestRow(dave);
      expect([row.spinwheelSpins, row.messengerGiftCount]).toEqual([1, 1]);
      const vouchers = await vxql('{ guestVouchers { type amount } }', dave);
      expect(vouchers.body.data.guestVouchers).toEqual([{ type: 2, amount: 5 }]);
    });

    it('makes a personal bonus code of a bonus-code prize that only its winner sees', async () => {
      await setGuest(alice, { spinwheelSpins: 1 });
      const prize = WHEEL_SEGMENTS.findIndex((segment) => segment.type === 'bonuscode');
      const before = WHEEL_SEGMENTS.slice(0, prize).reduce((sum, segment) => sum + segment.weight, 0);
      const total = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);
      const spin = await doSpin(server.database.db, alice.guestId, () => (before + 0.5) / total);
      if (!spin.ok || !spin.result.bonuscode) throw new Error('no code won');
      const code = spin.result.bonuscode;
      const remaining = await vxql('{ remainingBonusCodes { code remainingCount validTo } }', alice);
      expect(remaining.body.data.remainingBonusCodes).toContainEqual({ code, remainingCount: 1, validTo: expect.any(String) });
      expect((await vxql('{ remainingBonusCodes { code } }', bob)).body.data.remainingBonusCodes).toEqual([]);
      expect((await redeem(code, bob)).status).toBe(404);
      expect((await redeem(code, alice)).status).toBe(200);
      expect((await vxql('{ remainingBonusCodes { code } }', alice)).body.data.remainingBonusCodes).toEqual([]);
    });

    it('pays the coin loyalty bonus once a month from enough points', async () => {
      const claim = 'mutation { claimCoinLoyaltyBonus }';
      await setGuest(bob, { loyaltyPoints: 10 });
      expect((await vxql(claim, bob)).body.errors[0].extensions.code).toBe('NOT_ENOUGH_POINTS');
      await setGuest(bob, { loyaltyPoints: 300 });
      expect((await vxql(INFO, bob)).body.data.loyaltySpinwheel.coinLoyaltyBonusState.state).toBe('available');
      const before = (await guestRow(bob)).balance;
      expect((await vxql(claim, bob)).body.data.claimCoinLoyaltyBonus).toBe(20);
      expect((await guestRow(bob)).balance).toBe(before + 20);
      expect((await vxql(claim, bob)).body.errors[0].extensions.code).toBe('ALREADY_CLAIMED');
      expect((await guestRow(bob)).balance).toBe(before + 20);
      const info = (await vxql(INFO, bob)).body.data.loyaltySpinwheel;
      expect(info.coinLoyaltyBonusState.state).toBe('claimed');
      expect(info.monthlyRewards).toEqual([
        { points: 100, spins: 1, reached: true },
        { points: 500, spins: 3, reached: false },
        { points: 1000, spins: 5, reached: false },
      ]);
    });

    it('answers tryMigrate and refuses an unknown wheel type and visitors', async () => {
      expect((await vxql('mutation { tryMigrate }', alice)).body.data).toEqual({ tryMigrate: false });
      expect((await vxql('{ loyaltySpinwheel(type: "casino") { spins } }', alice)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await post(`${server.url}/vxql?language=en`, { query: 'mutation { doSpin { id } }' })).status).toBe(401);
    });
  });
});
