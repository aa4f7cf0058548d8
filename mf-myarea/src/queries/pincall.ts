import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { usePlatform } from '@vx/shared';

/** Pincall lengths (spec 001 §9): the PIN the call says has 6 digits for a mobile number, 5 for a fixed one. */
export const PINCALL_TYPES = ['mobile', 'fixed'] as const;
export type PincallType = (typeof PINCALL_TYPES)[number];

export const pincallVerificationSchema = z.object({
  id: z.int(),
  type: z.string(),
  verified: z.boolean(),
  countryCode: z.string(),
  preCode: z.string(),
  number: z.string(),
  e123: z.string(),
  pinLength: z.int(),
});
export type PincallVerification = z.infer<typeof pincallVerificationSchema>;

const resultSchema = z.object({
  verification: z.nullable(pincallVerificationSchema),
  errors: z.array(z.object({ errorCode: z.int(), message: z.string() })),
});

/** A refusal of the guest service (spec 001 §8): the first error's code, or 10 (unknown). */
export class PincallRefusal extends Error {
  constructor(readonly errorCode: number) {
    super(`pincall error ${errorCode}`);
  }
}
const KNOWN_CODES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

function verificationOf(result: z.infer<typeof resultSchema>): PincallVerification {
  const first = result.errors[0];
  if (first || !result.verification) throw new PincallRefusal(first && KNOWN_CODES.has(first.errorCode) ? first.errorCode : 10);
  return result.verification;
}

const FIELDS = 'verification { id type verified countryCode preCode number e123 pinLength } errors { errorCode message }';
const START = `mutation PincallStart($phoneNumber: String!, $type: String!, $language: String!) { pincallStart(phoneNumber: $phoneNumber, type: $type, language: $language) { ${FIELDS} } }`;
const VERIFY = `mutation PincallVerify($id: Int!, $type: String!, $pin: String!) { pincallVerify(id: $id, type: $type, pin: $pin) { ${FIELDS} } }`;
const LIST = 'query PincallVerifications { pincallVerifications { id type verified countryCode preCode number e123 pinLength } }';

export const pincallKey = (guestId: number | null) => ['myarea', 'pincallVerifications', guestId] as const;
const bonusAvailableKey = (guestId: number | null) => ['myarea', 'bonusAvailable', guestId] as const;

/** Whether the welcome bonus still waits for a verified mobile number (guest service bonusAvailable). */
export function useBonusAvailable() {
  const { guestService, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  return useQuery({
    queryKey: bonusAvailableKey(guestId),
    queryFn: () => guestService.request('query BonusAvailable { bonusAvailable }', {}, z.object({ bonusAvailable: z.boolean() })).then((a) => a.bonusAvailable),
    enabled: guestId !== null,
  });
}

/** The guest's pincall verifications (the verified numbers are shown). */
export function usePincallVerifications() {
  const { guestService, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  return useQuery({
    queryKey: pincallKey(guestId),
    queryFn: () => guestService.request(LIST, {}, z.object({ pincallVerifications: z.array(pincallVerificationSchema) })).then((a) => a.pincallVerifications),
    enabled: guestId !== null,
  });
}

/** Pincall start: the service calls the number in the page's language and says the PIN. */
export function useStartPincall() {
  const { guestService, language } = usePlatform();
  return useMutation({
    mutationFn: ({ phoneNumber, type }: { phoneNumber: string; type: PincallType }) =>
      guestService.request(START, { phoneNumber, type, language }, z.object({ pincallStart: resultSchema })).then((a) => verificationOf(a.pincallStart)),
  });
}

/** Pincall verify by id, type and PIN; a verified number joins the list. */
export function useVerifyPincall() {
  const { guestService, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, pin }: { id: number; type: string; pin: string }) =>
      guestService.request(VERIFY, { id, type, pin }, z.object({ pincallVerify: resultSchema })).then((a) => verificationOf(a.pincallVerify)),
    // Not awaited: the answer is there, the list follows.
    onSuccess: () => {
      const guestId = guest.isLoggedIn ? guest.id : null;
      void client.invalidateQueries({ queryKey: pincallKey(guestId) });
      void client.invalidateQueries({ queryKey: bonusAvailableKey(guestId) });
    },
  });
}
