import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RestError, useBusEvent, usePlatform, type ActorProfile } from '@vx/shared';
import { fetchActorProfile, fetchActorSeo } from './api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; actor: ActorProfile };

/**
 * The actor of the current /amateur/{actorName}/ route. The answer is cached per language, guest
 * (it says what this guest pinned or bought) and name, so moving between the actor's sections
 * shows her at once while a fresh copy loads. Online and offline events of the bus for this
 * actor flip its live state; favourite events flip its pin.
 */
export function useActorProfile(): [ProfileState, () => void] {
  const { rest, language, guest } = usePlatform();
  const client = useQueryClient();
  const name = (useParams().actorName ?? '').toLowerCase();
  const queryKey = ['actorProfile', language, guest.id, name];
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

  const state: ProfileState = query.data
    ? { status: 'ready', actor: query.data }
    : query.isError
      ? { status: query.error instanceof RestError && (query.error.status === 404 || query.error.status === 400) ? 'notFound' : 'error' }
      : { status: 'loading' };
  return [state, () => void query.refetch()];
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

/** An actor is unavailable when the guest's country is banned for it (spec 000 §5). */
export const isBanned = (actor: ActorProfile) => actor.chatButtonConfig.isBannedCountryCode === true;

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Title and meta description: a local title at once, then the SEO texts of the server for the
 * actor (or one of its tag groups). The server's title replaces the local one only where it is
 * the page's own (`serverTitle`); a failed SEO call keeps the local title. A null title leaves
 * the title to the page.
 */
export function useProfileSeo(actorId: number | null, localTitle: string | null, { tagGroup, serverTitle }: { tagGroup?: string; serverTitle: boolean }) {
  const { rest, language } = usePlatform();
  // The texts are the same for every section of the actor: cached, asked for once per language.
  const { data: seo } = useQuery({
    queryKey: ['actorSeo', language, actorId, tagGroup ?? null],
    queryFn: ({ signal }) => fetchActorSeo(rest, actorId!, tagGroup, signal),
    enabled: actorId !== null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (localTitle !== null) document.title = localTitle;
    if (!seo) return;
    if (serverTitle && seo.seoTitle) document.title = seo.seoTitle;
    setMetaDescription(seo.seoDescription);
  }, [seo, localTitle, serverTitle]);
}
