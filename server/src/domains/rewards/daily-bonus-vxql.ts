import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { INT32_MAX } from '../../http/validate';
import { claimBonusModelReward } from './bonus-model-reward';
import { bonusModels, consumedOffers, dailyBonusDaysOf, purchaseDailyBonus } from './daily-bonus';

const consumedArgs = z.object({ first: z.number().int().min(1).max(366).default(31) });
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD');
const purchaseArgs = z.object({ date: calendarDay });
const claimArgs = z.object({ actorId: z.number().int().min(1).max(INT32_MAX), qmday: calendarDay });

const REFUSALS = {
  not_today: ['Only today’s offer can be taken', 'NOT_TODAY'],
  vip_required: ['This offer is for VIPs', 'VIP_REQUIRED'],
  already_purchased: ['Today’s offer was already taken', 'ALREADY_PURCHASED'],
  insufficient_balance: ['Not enough coins', 'INSUFFICIENT_BALANCE'],
} as const;

const dayFields = `date: String!, offer: String!, conditions: DailyBonusConditions!, effect: DailyBonusEffect!, quantity: Int!, price: Int!, free: Boolean!, purchased: Boolean!, content: DailyBonusContent`;

/**
 * The daily bonus in the query service (spec 001 §7.4 daily bonus days, bonus models, consumed
 * offers; server/docs/rewards.md "Daily bonus"). The days and models are public; `purchased` is the
 * asking guest's. Consumed offers and the purchase need a login and are always the token's guest's.
 */
export const dailyBonusVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type DailyBonusConditions { vip: Boolean!, minTopUp: Int }
    "The effect's size: VIP days, top-up percent or coins, messenger gifts, vouchers (by offer)."
    type DailyBonusEffect { amount: Int! }
    type DailyBonusContent { type: String!, id: Int!, title: String!, actorId: Int!, actorName: String! }
    type DailyBonusDay { ${dayFields} }
    type DailyBonusDays { previous: DailyBonusDay!, current: DailyBonusDay!, next: DailyBonusDay! }
    type BonusModel { id: Int!, name: String!, date: String! }
    type ConsumedOffer { ${dayFields}, purchasedAt: String! }
    type DailyBonusPurchase { balance: Int!, day: DailyBonusDay! }
    type ClaimedReward { actorId: Int!, qmday: String!, voucherType: Int!, amount: Int!, validTo: String! }
    extend type Query {
      "Yesterday, today and tomorrow (Berlin calendar days), purchased for the asking guest."
      dailyBonusDays: DailyBonusDays!
      "The actors of the offers of those days."
      bonusModels: [BonusModel!]!
      "The guest's taken offers, newest first."
      consumedOffers(first: Int = 31): [ConsumedOffer!]!
    }
    extend type Mutation {
      "Buys today's offer (claims it when free), once per guest and day."
      purchaseDailyBonus(date: String!): DailyBonusPurchase!
      "On her day (qmday, today in Berlin) the bonus model of today's offer gives 3 free messages to her (a messages voucher), once."
      claimReward(actorId: Int!, qmday: String!): ClaimedReward!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    return {
      Query: {
        dailyBonusDays: (_: unknown, _args: unknown, ctx: GraphQLContext) => dailyBonusDaysOf(db, ctx.guest?.id ?? null),
        bonusModels: () => bonusModels(db),
        consumedOffers: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guestId = requireGuest(ctx).id;
          return consumedOffers(db, guestId, parseArgs(consumedArgs, args).first);
        },
      },
      Mutation: {
        purchaseDailyBonus: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guestId = requireGuest(ctx).id;
          const outcome = await purchaseDailyBonus(db, deps.hub, guestId, parseArgs(purchaseArgs, args).date);
          if (outcome.ok) return { balance: outcome.balance, day: outcome.day };
          const [message, code] = REFUSALS[outcome.reason];
          throw new GraphQLError(message, { extensions: { code } });
        },
        claimReward: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guestId = requireGuest(ctx).id;
          const { actorId, qmday } = parseArgs(claimArgs, args);
          const outcome = await claimBonusModelReward(db, deps.hub, guestId, actorId, qmday);
          if (outcome.ok) return outcome;
          throw outcome.reason === 'not_found'
            ? new GraphQLError('No reward of this actor on this day', { extensions: { code: 'NOT_FOUND' } })
            : new GraphQLError('Reward already claimed', { extensions: { code: 'ALREADY_CLAIMED' } });
        },
      },
    };
  },
};
