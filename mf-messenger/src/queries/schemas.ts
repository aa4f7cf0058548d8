import * as z from 'zod/mini';
import { messengerChannelPageSchema, messengerContentSchema } from '@vx/shared';

/** The query service's answers around the protocol's schemas (spec 001 §7.4). */
export const channelPageAnswerSchema = z.object({ messengerChannels: messengerChannelPageSchema });
export const contentAnswerSchema = z.object({ messengerContent: messengerContentSchema });
export const touchAnswerSchema = z.object({ touchMessengerChannel: z.nullable(z.object({ unreadTotal: z.int() })) });
