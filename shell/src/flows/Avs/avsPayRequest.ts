import { z } from 'zod/mini';
import type { VxqlClient } from '@vx/shared';

const answerSchema = z.object({ ageVerificationPayRequest: z.object({ checkoutLink: z.string() }) });
const PAY_REQUEST = 'mutation AvsPayRequest($forwardUrl: String!) { ageVerificationPayRequest(forwardUrl: $forwardUrl) { checkoutLink } }';

/** Age-verification pay request (spec 001 §7.4, guest service): the provider's checkout link. */
export const requestAvsCheckout = (guestService: VxqlClient, forwardUrl: string): Promise<string> =>
  guestService.request(PAY_REQUEST, { forwardUrl }, answerSchema).then((answer) => answer.ageVerificationPayRequest.checkoutLink);

/** The checkout's last page tells the shell how the check ended (server/docs/myarea.md "Verification"). */
const doneSchema = z.object({ type: z.literal('avs:done'), status: z.string() });

/** A message of our own origin from the checkout: its status, or null for anything else. */
export function readAvsMessage(event: MessageEvent, origin: string): string | null {
  if (event.origin !== origin) return null;
  const parsed = doneSchema.safeParse(event.data);
  return parsed.success ? parsed.data.status : null;
}
