import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { conflict, HttpError, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { bodyIdSchema } from '../../http/validate';
import { guests } from '../guests/schema';
import type { AppDeps } from '../types';
import { claimActivityReward, recordActivity, type ActivityId, type ClaimRefusal } from './activity';
import { adventCalendarOf, openDoor, type DoorRefusal } from './advent';
import { collectEgg, eggsOn, type CollectRefusal } from './easter';
import { eventDataOf } from './event-data';
import { findEvent, findEventById, listEvents, summaryOf } from './events';
import { highOnRoseOf, giveRose } from './high-on-rose';
import { enterDraw, prizeDrawOf } from './prize-draw';
import { berlinDate, SPECIAL_EVENT_TYPES, type SpecialEventData } from '@vx/shared/events';

const slugSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'slug: lowercase letters, digits and dashes');
/** The spec's qmdate: the client's date of the request, echoed; the server counts by its own clock. */
const qmdateSchema = z.string().trim().max(40);
const eventQuery = z.object({ qmdate: qmdateSchema.optional(), slug: slugSchema.optional() }).passthrough();
const routeNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, 'routeName: a route name');

const STATUS: Record<ClaimRefusal | DoorRefusal | CollectRefusal, number> = {
  event_not_found: 404,
  reward_not_found: 404,
  claim_window_closed: 410,
  not_enough_points: 409,
  reward_already_claimed: 409,
  event_not_running: 410,
  door_not_today: 409,
  door_already_opened: 409,
  invalid_token: 400,
  egg_already_collected: 409,
};
const refused = (code: keyof typeof STATUS) => new HttpError(STATUS[code], code, code.replaceAll('_', ' '));

/** Special events' REST calls (spec 001 §7.2 "Special events"; server/docs/special.md). Games are the games domain's. */
export async function specialRoutes(app: FastifyInstance, { database, hub, secrets }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const guestIdOf = async (request: FastifyRequest) => (await currentSession(request))?.guestId ?? null;
  const activity = async (guestId: number, activityId: ActivityId, now: Date) => {
    const [guest] = await db.select({ id: guests.id, isVip: guests.isVip }).from(guests).where(eq(guests.id, guestId));
    if (guest) await recordActivity(db, guest, activityId, now);
  };
  const runningOrGone = async (eventId: number, type: string) => {
    const event = await findEventById(db, eventId);
    if (!event || event.type !== type) throw notFound(`There is no ${type} event ${eventId}.`, 'event_not_found');
    return event;
  };

  api.get('/special/get/events', { schema: { querystring: z.object({}).passthrough() } }, async (request) => {
    const now = new Date();
    return { events: (await listEvents(db, now)).map((row) => summaryOf(row, languageOf(request), now)) };
  });

  api.get(
    '/special/getData/:eventType',
    { schema: { params: z.object({ eventType: z.enum(SPECIAL_EVENT_TYPES) }), querystring: eventQuery } },
    async (request): Promise<SpecialEventData> => {
      const now = new Date();
      const { eventType } = request.params;
      const language = languageOf(request);
      const guestId = await guestIdOf(request);
      const row = await findEvent(db, eventType, now, request.query.slug);
      if (request.query.slug && !row) throw notFound(`There is no ${eventType} event ${request.query.slug}.`, 'event_not_found');
      if (guestId !== null && row) await activity(guestId, 'dailyVisit', now);
      const event = row ? await eventDataOf(database, row, language, guestId, now) : null;
      return { eventType, qmdate: request.query.qmdate ?? berlinDate(now), event };
    },
  );

  api.get('/special/adventcalendar', { schema: { querystring: eventQuery } }, async (request) => {
    const now = new Date();
    return adventCalendarOf(db, await findEvent(db, 'adventCalendar', now, request.query.slug), languageOf(request), await guestIdOf(request), now);
  });

  api.post('/special/adventcalendar', { preValidation: sessionRequired, schema: { body: z.strictObject({ day: z.number().int().min(1).max(31) }) } }, async (request) => {
    const now = new Date();
    const { guestId } = await requireSession(request);
    const outcome = await openDoor(database, hub, await findEvent(db, 'adventCalendar', now), guestId, request.body.day, now);
    if (!outcome.ok) throw refused(outcome.refusal);
    await activity(guestId, 'adventDoor', now);
    return adventCalendarOf(db, await findEvent(db, 'adventCalendar', now), languageOf(request), guestId, now);
  });

  api.get('/special/easter/eggs', { preValidation: sessionRequired, schema: { querystring: z.object({ routeName: routeNameSchema }).passthrough() } }, async (request) => {
    const now = new Date();
    const { guestId } = await requireSession(request);
    const event = await findEvent(db, 'easter', now);
    const eggs = await eggsOn(db, secrets.visitorToken, event, guestId, request.query.routeName, now);
    return { eventId: eggs.length > 0 ? event!.id : null, eggs };
  });

  api.post(
    '/special/easter/collectEgg',
    {
      preValidation: sessionRequired,
      schema: { body: z.strictObject({ verificationToken: z.string().min(1).max(400), qmdate: qmdateSchema.optional() }) },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const now = new Date();
      const { guestId } = await requireSession(request);
      const outcome = await collectEgg(database, hub, secrets.visitorToken, guestId, request.body.verificationToken, now);
      if (!outcome.ok) throw refused(outcome.refusal);
      await activity(guestId, 'easterEgg', now);
      return { success: true, ...outcome.result };
    },
  );

  api.post('/special/claimReward', { preValidation: sessionRequired, schema: { body: z.strictObject({ eventId: bodyIdSchema, rewardId: bodyIdSchema }) } }, async (request) => {
    const now = new Date();
    const { guestId } = await requireSession(request);
    const outcome = await claimActivityReward(database, hub, guestId, await findEventById(db, request.body.eventId), request.body.rewardId, now);
    if (!outcome.ok) throw refused(outcome.refusal);
    return { success: true, rewardId: request.body.rewardId };
  });

  api.post('/special/prizeDraw/enter', { preValidation: sessionRequired, schema: { body: z.strictObject({ eventId: bodyIdSchema }) } }, async (request) => {
    const now = new Date();
    const { guestId } = await requireSession(request);
    const event = await runningOrGone(request.body.eventId, 'prizeDraw');
    const outcome = await enterDraw(db, event, guestId, now);
    if (outcome === 'event_not_running') throw refused('event_not_running');
    if (outcome === 'already_entered_today') throw conflict('You have already entered today.', outcome);
    await activity(guestId, 'prizeDrawEntry', now);
    return { success: true, event: await prizeDrawOf(database, event, languageOf(request), guestId, now) };
  });

  api.post(
    '/special/highOnRose/giveRose',
    { preValidation: sessionRequired, schema: { body: z.strictObject({ eventId: bodyIdSchema, actorId: bodyIdSchema }) } },
    async (request) => {
      const now = new Date();
      const { guestId } = await requireSession(request);
      const event = await runningOrGone(request.body.eventId, 'highOnRose');
      const outcome = await giveRose(db, event, guestId, request.body.actorId, now);
      if (outcome === 'event_not_running') throw refused('event_not_running');
      if (outcome === 'actor_not_in_event') throw notFound('This actor does not take part.', outcome);
      if (outcome === 'no_roses_left') throw conflict('You have given all your roses today.', outcome);
      await activity(guestId, 'roseGiven', now);
      return { success: true, event: await highOnRoseOf(db, event, languageOf(request), guestId, now) };
    },
  );
}
