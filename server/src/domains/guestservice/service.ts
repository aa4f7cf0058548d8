import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { LANGUAGES } from '@vx/shared/constants';
import { registerGraphQLService } from '../../http/graphql';
import { isMobileVerified } from '../guests/mobile-verified';
import { grantWelcomeBonus } from '../rewards/welcome-bonus';
import type { AppDeps } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { graphQLContext } from '../vxql/service';
import { AvsRefusal, requestAvsCheck } from './avs';
import { demoCaller } from './demo-caller';
import { pincallVerificationsOf, pinHasher, startPincall, verifyPincall, type PincallVerification } from './pincall';
import { PINCALL_ERRORS, PincallError } from './pincall-codes';

export const GUEST_SERVICE_PATH = '/guest-service';

const TYPE_DEFS = /* GraphQL */ `
  "Spec 000 §3 Pincall verification. The PIN itself is never answered."
  type PincallVerification {
    id: Int!
    "mobile or fixed"
    type: String!
    verified: Boolean!
    countryCode: String!
    preCode: String!
    number: String!
    e123: String!
    pinLength: Int!
  }
  "A pincall refusal: errorCode 1 to 10 of spec 001 §8."
  type PincallError {
    errorCode: Int!
    message: String!
  }
  type PincallResult {
    verification: PincallVerification
    errors: [PincallError!]!
  }
  type AgeVerificationPayRequest {
    checkoutLink: String!
  }

  extend type Query {
    "The guest's pincall verifications, newest first."
    pincallVerifications: [PincallVerification!]!
    "Whether the welcome bonus waits for the guest's phone verification: no mobile number verified yet."
    bonusAvailable: Boolean!
  }
  extend type Mutation {
    "Calls the number and says a PIN of 6 digits (mobile) or 5 (fixed)."
    pincallStart(phoneNumber: String!, type: String!, language: String!): PincallResult!
    pincallVerify(id: Int!, type: String!, pin: String!): PincallResult!
    "Opens an age-verification check; the checkout sends the guest back to forwardUrl (a path of this site)."
    ageVerificationPayRequest(forwardUrl: String!): AgeVerificationPayRequest!
  }
`;

const startArgs = z.object({ phoneNumber: z.string().max(40), type: z.string().max(20), language: z.enum(LANGUAGES) });
const verifyArgs = z.object({ id: z.number().int(), type: z.string().max(20), pin: z.string().max(20) });
const payArgs = z.object({ forwardUrl: z.string().min(1).max(2000) });

/** A pincall call's answer: the verification, or the refusal as `errors` (spec 001 §8: the first error's code counts). */
async function pincallResult(ctx: GraphQLContext, run: () => Promise<PincallVerification>) {
  try {
    return { verification: await run(), errors: [] };
  } catch (error) {
    if (error instanceof PincallError) return { verification: null, errors: [{ errorCode: error.errorCode, message: error.message }] };
    ctx.request.log.error({ err: error }, 'pincall failed');
    return { verification: null, errors: [{ errorCode: 10, message: PINCALL_ERRORS[10] }] };
  }
}

/**
 * POST /guest-service?language=xx (spec 001 §7.4 "Guest service (bearer session id)"): pincall
 * start and verify, the age-verification pay request and bonusAvailable. GraphQL like /vxql; every
 * operation is the logged-in guest's own and takes no guest id.
 */
export function registerGuestService(app: Parameters<typeof registerGraphQLService>[0], deps: AppDeps): void {
  const pins = pinHasher(deps.secrets.visitorToken);
  const caller = deps.config.DEMO_PROVIDERS === 'on' ? demoCaller : null;
  const { db } = deps.database;
  registerGraphQLService(app, {
    path: GUEST_SERVICE_PATH,
    parts: [
      {
        typeDefs: TYPE_DEFS,
        resolvers: {
          Query: {
            pincallVerifications: (_: unknown, __: unknown, ctx: GraphQLContext) => pincallVerificationsOf(db, requireGuest(ctx).id),
            bonusAvailable: async (_: unknown, __: unknown, ctx: GraphQLContext) => !(await isMobileVerified(db, requireGuest(ctx).id)),
          },
          Mutation: {
            pincallStart: (_: unknown, args: unknown, ctx: GraphQLContext) => {
              const guest = requireGuest(ctx);
              const input = parseArgs(startArgs, args);
              return pincallResult(ctx, () => startPincall(db, { caller, pins, log: ctx.request.log }, { guestId: guest.id, ...input }));
            },
            pincallVerify: (_: unknown, args: unknown, ctx: GraphQLContext) => {
              const guest = requireGuest(ctx);
              const input = parseArgs(verifyArgs, args);
              return pincallResult(ctx, async () => {
                const verification = await verifyPincall(db, { pins }, { guestId: guest.id, ...input });
                if (verification.verified) await grantWelcomeBonus(db, deps.hub, guest.id);
                return verification;
              });
            },
            ageVerificationPayRequest: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
              const guest = requireGuest(ctx);
              const { forwardUrl } = parseArgs(payArgs, args);
              if (!caller) throw new GraphQLError('Age verification is not available.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
              try {
                return await requestAvsCheck(db, guest.id, forwardUrl);
              } catch (error) {
                if (error instanceof AvsRefusal) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
                throw error;
              }
            },
          },
        },
      },
    ],
    context: (request) => graphQLContext(request, deps, true),
    introspection: deps.config.GRAPHQL_INTROSPECTION === 'on',
  });
}
