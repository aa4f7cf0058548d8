import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { RestError, useBusEvent, usePlatform, type ActorProfile } from '@vx/shared';
import { fetchActorProfile, fetchActorSeo } from './api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; actor: ActorProfile };

/**
 * The actor of the current /amateur/{actorName}/ route, loaded once per name. Online and offline
 * events of the bus for this actor flip its live state; favourite events flip its pin.
 */
export function useActorProfile(): [ProfileState, () => void] {
  const { rest } = usePlatform();
  const name = (useParams().actorName ?? '').toLowerCase();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchActorProfile(rest, name, controller.signal).then(
      (actor) => setState({ status: 'ready', actor }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof RestError && (error.status === 404 || error.status === 400) ? 'notFound' : 'error' });
      },
    );
    return () => controller.abort();
  }, [rest, name, attempt]);

  const patch = (actorId: number, change: (actor: ActorProfile) => ActorProfile) =>
    setState((current) => (current.status === 'ready' && current.actor.id === actorId ? { status: 'ready', actor: change(current.actor) } : current));

  useBusEvent('actorOnline', (event) => patch(event.actorId, (actor) => withOnline(actor, true)));
  useBusEvent('actorOffline', (event) => patch(event.actorId, (actor) => withOnline(actor, false)));
  useBusEvent('favouriteEvent', (event) => {
    if (event.kind !== 'actor') return;
    // A new pin starts with its alerts off; an unpin removes them (the server keeps no alerts without a pin).
    patch(event.actorId, (actor) =>
      actor.modelGuestRelation.isFavorite === event.pinned ? actor : { ...actor, modelGuestRelation: { isFavorite: event.pinned, notifyEmail: false, notifySms: false } },
    );
  });

  return [state, () => setAttempt((n) => n + 1)];
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
  const { rest } = usePlatform();
  useEffect(() => {
    if (localTitle !== null) document.title = localTitle;
    if (actorId === null) return;
    const controller = new AbortController();
    fetchActorSeo(rest, actorId, tagGroup, controller.signal).then(
      (seo) => {
        if (serverTitle && seo.seoTitle) document.title = seo.seoTitle;
        setMetaDescription(seo.seoDescription);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [rest, actorId, localTitle, tagGroup, serverTitle]);
}
