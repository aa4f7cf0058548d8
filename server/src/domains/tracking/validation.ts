import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { bodyIdSchema } from '../../http/validate';

/** Serialized size of an event's data object (spec: small structured payloads, not documents). */
export const MAX_DATA_BYTES = 4 * 1024;
/** The whole beacon: data plus the other fields with room to spare; Fastify answers 413 above it. */
export const MAX_BEACON_BYTES = 8 * 1024;

const EARLIEST = Date.UTC(2000, 0, 1);
/** Client clocks drift; a day ahead is tolerated, more is a broken or forged timestamp. */
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

const name = z.string().min(1).max(60);
const intMeasure = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).nullish();
const floatMeasure = z.number().nullish();

/** Milliseconds since the epoch (what `Date.now()` gives) or an ISO date-time. */
const timestamp = z
  .union([z.number().int(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  .refine((date) => {
    const ms = date.getTime();
    return ms >= EARLIEST && ms <= Date.now() + MAX_CLOCK_AHEAD_MS;
  }, 'Expected a time between 2000 and tomorrow');

const data = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_DATA_BYTES, `data must serialize to at most ${MAX_DATA_BYTES} bytes`);

/** A tracking event (spec 000 §3): timestamp, source, type, context, data, five integer and five float measures. */
export const trackingEventSchema = z.strictObject({
  timestamp,
  source: name,
  type: name,
  context: z.string().min(1).max(200).nullish(),
  data: data.default({}),
  int1: intMeasure,
  int2: intMeasure,
  int3: intMeasure,
  int4: intMeasure,
  int5: intMeasure,
  float1: floatMeasure,
  float2: floatMeasure,
  float3: floatMeasure,
  float4: floatMeasure,
  float5: floatMeasure,
});

/** What a beacon sends: the event, and a logged-in guest's token (a beacon has no headers; URLs are logged). */
export const beaconSchema = trackingEventSchema.extend({ accessToken: z.string().max(200).optional() });
export type TrackingEventInput = z.output<typeof trackingEventSchema>;

export const profileVisitSchema = z.strictObject({ actorId: bodyIdSchema });

/**
 * A `text/plain` beacon (what `navigator.sendBeacon` sends for a string) carries the same JSON as
 * text; the tracking routes' content-type parser reads it with this, so their schemas see objects.
 */
export function beaconJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid body: expected JSON', 'validation_failed');
  }
}
