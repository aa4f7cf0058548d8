import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { actorNoteSchema, actorProfileSchema, seoContentSchema, useBusEvent, usePlatform, type ActorProfile, type Language, type RestClient } from '@vx/shared';

/** The answer of actor/storeActorNote (no shared schema exists for it yet). */
export const storeNoteResultSchema = z.object({ success: z.boolean() });

/**
 * The SEO endpoint only knows tag-group texts (seo/getActorSeoContent/:actorId/:tagGroup); the
 * profile pages other than a tag group's ask for the actor's overall group.
 */
export const PROFILE_SEO_TAG_GROUP = 'Amateur';

/**
 * Keys of an actor's data. The profile is per language, guest (it says what this guest pinned or
 * bought) and name; the SEO texts per language and tag group; the note per guest.
 */
export const actorKeys = {
  profile: (language: Language, guestId: number | null, name: string) => ['actorProfile', language, guestId, name] as const,
  seo: (language: Language, actorId: number | null, tagGroup: string | null) => ['actorSeo', language, actorId, tagGroup] as const,
  note: (guestId: number | null, actorId: number) => ['actorNote', guestId, actorId] as const,
};

export const fetchActorProfile = (rest: RestClient, nameOrId: string, signal?: AbortSignal) =>
  rest.call(`actor/getActorDataByIdOrName/${encodeURIComponent(nameOrId)}`, { schema: actorProfileSchema, signal });

export const fetchActorSeo = (rest: RestClient, actorId: number, tagGroup = PROFILE_SEO_TAG_GROUP, signal?: AbortSignal) =>
  rest.call(`seo/getActorSeoContent/${actorId}/${encodeURIComponent(tagGroup)}`, { schema: seoContentSchema, signal });

export const fetchActorNote = (rest: RestClient, actorId: number, signal?: AbortSignal) =>
  rest.call(`actor/getActorNoteById/${actorId}`, { schema: actorNoteSchema, signal });

export const storeActorNote = (rest: RestClient, actorId: number, comment: string) =>
  rest.call('actor/storeActorNote', { method: 'POST', payload: { actorId, comment }, schema: storeNoteResultSchema });

/**
 * The actor by name; moving between the actor's sections shows her at once while a fresh copy
 * loads. Online and offline events of the bus flip her live state; favourite events her pin.
 */
export function useActorProfileQuery(name: string) {
  const { rest, language, guest } = usePlatform();
  const client = useQueryClient();
  const queryKey = actorKeys.profile(language, guest.id, name);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchActorProfile(rest, name, signal), retry: false });

  const patch = (actorId: number, change: (actor: ActorProfile) => ActorProfile) =>
    client.setQueryData<ActorProfile>(queryKey, (actor) => (actor && actor.id === actorId ? change(actor) : actor));

  useBusEvent('actorOnline', (event) => patch(event.actorId, (actor) => withOnline(actor, true)));
  useBusEvent('actorOffline', (event) => patch(event.actorId, (actor) => withOnline(actor, false)));
  useBusEvent('favouriteEvent', (event) => {
    if (event.kind !== 'actor') return;
    // A new pin starts with its alerts off; an unpin removes them (the server keeps no alerts without a pin).
    patch(event.actorId, (actor) =>
      actor.modelGuestRelation.isFavorite === event.pinned ? actor : { ...actor, modelGuestRelation: { isFavorite: event.pinned, notifyEmail: false, notifySms: false } },
    );
  });
  return query;
}

/**
 * The actor after a live online or offline event. The chat button follows the server's order
 * (offline or mobile videocall first; online: free chat, voucher, else online); show states come
 * with the next load of the profile.
 */
export function withOnline(actor: ActorProfile, isOnline: boolean): ActorProfile {
  if (actor.isOnline === isOnline && actor.chatButtonConfig.isActorOnline === isOnline) return actor;
  const config = actor.chatButtonConfig;
  let button: Pick<ActorProfile['chatButtonConfig'], 'buttonText' | 'buttonSubline'>;
  if (!isOnline) {
    button = config.isOnlineMobileVideocall ? { buttonText: 'mobileVideocall', buttonSubline: 'pricePerMinute' } : { buttonText: 'offline', buttonSubline: null };
  } else if (config.freeChat) {
    button = { buttonText: 'freeChat', buttonSubline: null };
  } else if (config.voucherChatMinutes > 0) {
    button = { buttonText: 'voucherChat', buttonSubline: 'voucherMinutes' };
  } else {
    button = { buttonText: 'online', buttonSubline: 'pricePerMinute' };
  }
  return { ...actor, isOnline, chatButtonConfig: { ...config, ...button, isActorOnline: isOnline } };
}

/** The SEO texts are the same for every section of the actor: asked for once per language. */
export function useActorSeo(actorId: number | null, tagGroup?: string) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: actorKeys.seo(language, actorId, tagGroup ?? null),
    queryFn: ({ signal }) => fetchActorSeo(rest, actorId!, tagGroup, signal),
    enabled: actorId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** The logged-in guest's private note on the actor; visitors ask for none. */
export function useActorNote(actorId: number) {
  const { rest, guest } = usePlatform();
  return useQuery({
    queryKey: actorKeys.note(guest.id, actorId),
    queryFn: ({ signal }) => fetchActorNote(rest, actorId, signal),
    enabled: guest.isLoggedIn,
    retry: false,
  });
}

/** Saves the note; a saved note is the cached one, so coming back shows it without a new load. */
export function useSaveActorNote(actorId: number) {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) => {
      const result = await storeActorNote(rest, actorId, comment);
      if (!result.success) throw new Error('note not saved');
      return comment;
    },
    onSuccess: (comment) => client.setQueryData(actorKeys.note(guest.id, actorId), (note: z.infer<typeof actorNoteSchema> | undefined) => note && { ...note, comment }),
  });
}
