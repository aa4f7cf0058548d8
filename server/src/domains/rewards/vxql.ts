import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { SPINWHEEL_TYPES } from '@vx/shared/protocol';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { bonusCodeDto, findBonusCode, refusalOf, remainingBonusCodes } from './bonus-codes';
import { bonusCodeInput } from './rest';
import { claimCoinLoyaltyBonus, doSpin, redeemSpinReward, spinwheelInfo } from './spinwheel';
import { listBenefits, listVouchers } from './vouchers';

const codeArgs = z.object({ code: bonusCodeInput });
const wheelArgs = z.object({ type: z.enum(SPINWHEEL_TYPES).nullish() });
const rewardArgs = z.object({ id: z.number().int().min(1).max(INT32_MAX) });

const refused = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

const spinResultFields = `
    id: Int!
    segment: Int!
    type: String!
    bonuscode: String
    coins: Int
    freeSpins: Int
    messengerGift: Int
    voucher: SpinVoucher
    "The server seed this spin drew from, revealed (server/docs/rewards.md, Spin wheel audit)."
    serverSeed: String
    "sha256 of serverSeed, shown before the spin as loyaltySpinwheel.seedCommitment."
    seedCommitment: String
`;

/**
 * The query service's vouchers, benefits, bonus codes and loyalty spin wheel (spec 001 §7.4). Login
 * required; every answer is the token's guest's, no argument names a guest.
 */
export function rewardsVxql(options: { random?: () => number } = {}): NonNullable<Domain['vxql']> {
  // Undefined in production: the draw comes from the guest's committed server seed.
  const random = options.random;
  return {
    typeDefs: /* GraphQL */ `
    type VoucherActor { id: Int!, name: String! }
    "A voucher of types 1-10 (spec 000 §3)."
    type Voucher { id: Int!, guestId: Int!, type: Int!, actorId: Int, amount: Int!, validFrom: String!, validTo: String, actors: [VoucherActor!]! }
    type BenefitTier { from: Int!, amount: Int! }
    type BonusBenefit { type: String!, amount: Int, tiers: [BenefitTier!]!, voucherType: Int }
    type BonusCodeConditions { requireMobileAuth: Boolean!, vip: Boolean! }
    type BonusCodeConfig { containsTopUpBenefit: Boolean!, validTo: String, conditions: BonusCodeConditions! }
    type BonusCode { code: String!, config: BonusCodeConfig!, benefits: [BonusBenefit!]! }
    type CanRedeem { canRedeem: Boolean!, reason: String }
    type RemainingBonusCode { code: String!, remainingCount: Int!, validTo: String }
    type GuestBenefit { id: Int!, type: String!, amount: Int, tiers: [BenefitTier!]!, source: String!, validTo: String, createdAt: String!, usedAt: String, usedCoins: Int }
    type SpinVoucher { type: Int!, amount: Int! }
    type SpinResult {${spinResultFields}}
    type SpinReward {${spinResultFields}  status: String!
      createdAt: String!
    }
    type SpinSegment { type: String!, amount: Int! }
    type MonthlySpinReward { points: Int!, spins: Int!, reached: Boolean! }
    type CoinLoyaltyBonusState { state: String!, coins: Int!, requiredPoints: Int! }
    type SpinwheelInfo {
      spinwheelActive: Boolean!
      lastSpinDate: String
      points: Int!
      spins: Int!
      segments: [SpinSegment!]!
      monthlyRewards: [MonthlySpinReward!]!
      coinLoyaltyBonusState: CoinLoyaltyBonusState!
      spinRewardHistory: [SpinReward!]!
      "sha256 (hex) of the server seed the next spin draws from; the spin reveals the seed."
      seedCommitment: String!
    }
    extend type Query {
      "The guest's vouchers still valid, those ending first on top."
      guestVouchers: [Voucher!]!
      "The benefits the guest holds, newest first."
      benefits: [GuestBenefit!]!
      "Whether the guest may redeem the code now, and why not."
      canRedeem(code: String!): CanRedeem!
      "The code as the guest may see it; null when there is none."
      bonusCode(code: String!): BonusCode
      "The guest's own codes (won on the spin wheel) not yet redeemed."
      remainingBonusCodes: [RemainingBonusCode!]!
      "The loyalty spin wheel (type loyalty, the default)."
      loyaltySpinwheel(type: String): SpinwheelInfo!
    }
    extend type Mutation {
      "Spins once; NO_SPINS when the guest has none left."
      doSpin(type: String): SpinResult!
      "Redeems a spin reward once; NOT_FOUND for another guest's, ALREADY_REDEEMED the second time."
      redeemReward(id: Int!): SpinReward!
      "Moves a former wheel's spins onto this one; false: there is nothing to move."
      tryMigrate: Boolean!
      "The month's coin loyalty bonus; answers the coins credited."
      claimCoinLoyaltyBonus: Int!
    }
  `,
    resolvers: (deps: AppDeps) => {
      const db = deps.database.db;
      return {
        Query: {
          guestVouchers: (_: unknown, _args: unknown, ctx: GraphQLContext) => listVouchers(db, requireGuest(ctx).id),
          benefits: (_: unknown, _args: unknown, ctx: GraphQLContext) => listBenefits(db, requireGuest(ctx).id),
          canRedeem: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            const { code } = parseArgs(codeArgs, args);
            const reason = await refusalOf(db, guestId, await findBonusCode(db, guestId, code), new Date());
            return { canRedeem: reason === null, reason };
          },
          bonusCode: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const row = await findBonusCode(db, requireGuest(ctx).id, parseArgs(codeArgs, args).code);
            return row ? bonusCodeDto(row) : null;
          },
          remainingBonusCodes: (_: unknown, _args: unknown, ctx: GraphQLContext) => remainingBonusCodes(db, requireGuest(ctx).id),
          loyaltySpinwheel: (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            parseArgs(wheelArgs, args);
            return spinwheelInfo(db, guestId);
          },
        },
        Mutation: {
          doSpin: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            parseArgs(wheelArgs, args);
            const outcome = await doSpin(db, guestId, random);
            if (!outcome.ok) throw refused('No spins left', 'NO_SPINS');
            return outcome.result;
          },
          redeemReward: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            const outcome = await redeemSpinReward(db, deps.hub, guestId, parseArgs(rewardArgs, args).id);
            if (outcome.ok) return outcome.reward;
            throw outcome.reason === 'not_found' ? refused('Reward not found', 'NOT_FOUND') : refused('Reward already redeemed', 'ALREADY_REDEEMED');
          },
          // The former loyalty programme's balances are not carried in this product: nothing to move, ever.
          tryMigrate: (_: unknown, _args: unknown, ctx: GraphQLContext) => {
            requireGuest(ctx);
            return false;
          },
          claimCoinLoyaltyBonus: async (_: unknown, _args: unknown, ctx: GraphQLContext) => {
            const outcome = await claimCoinLoyaltyBonus(db, deps.hub, requireGuest(ctx).id);
            if (outcome.ok) return outcome.coins;
            throw outcome.reason === 'locked'
              ? refused('Not enough loyalty points', 'NOT_ENOUGH_POINTS')
              : refused('Already claimed this month', 'ALREADY_CLAIMED');
          },
        },
      };
    },
  };
}
