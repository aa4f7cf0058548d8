import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toyControlSchema, usePlatform } from '@vx/shared';

/** The server's query (server/src/domains/livechat/vxql.ts): the toy commands on offer, cheapest first. */
export const TOY_CONTROLS_QUERY = 'query ToyControls { toyControls { id displayName duration random price { value currency } } }';

const toyControlsAnswerSchema = z.object({ toyControls: z.array(toyControlSchema) });

/** The toy-control catalogue (spec 001 §7.4), asked only for a channel whose actor offers toy control now. */
export function useToyControls(enabled: boolean) {
  const { vxql, language } = usePlatform();
  return useQuery({
    queryKey: ['messengerToyControls', language] as const,
    queryFn: () => vxql.request(TOY_CONTROLS_QUERY, {}, toyControlsAnswerSchema).then((answer) => answer.toyControls),
    enabled,
  });
}
