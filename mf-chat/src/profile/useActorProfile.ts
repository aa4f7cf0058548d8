import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RestError, useDocumentTitle, type ActorProfile } from '@vx/shared';
import { useActorProfileQuery, useActorSeo } from '../queries/actor';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; actor: ActorProfile };

/** The actor of the current /amateur/{actorName}/ route, kept live by the bus (see queries/actor). */
export function useActorProfile(): [ProfileState, () => void] {
  const name = (useParams().actorName ?? '').toLowerCase();
  const query = useActorProfileQuery(name);
  // The query cache's updates are synchronous (useSyncExternalStore): the whole profile rendered in
  // one long task when the actor arrived. As a deferred value React renders it in slices while the
  // page still shows its loading state (TBT, issue 9); another actor's data is never shown meanwhile.
  const deferred = useDeferredValue(query.data);
  const actor = deferred !== undefined && deferred.id === query.data?.id ? deferred : undefined;
  const state: ProfileState = actor
    ? { status: 'ready', actor }
    : query.isError
      ? { status: query.error instanceof RestError && (query.error.status === 404 || query.error.status === 400) ? 'notFound' : 'error' }
      : { status: 'loading' };
  return [state, () => void query.refetch()];
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
 * Title and meta description: the page's title at once, then the SEO texts of the server for the
 * actor (or one of its tag groups). The server's title replaces the page's only where it is the
 * page's own (`serverTitle`); a failed SEO call keeps the page's title. An undefined title leaves
 * the title to the page.
 */
export function useProfileSeo(actorId: number | null, pageTitle: string | null | undefined, { tagGroup, serverTitle }: { tagGroup?: string; serverTitle: boolean }) {
  const { data: seo } = useActorSeo(actorId, tagGroup);
  const ownTitle = serverTitle && seo?.seoTitle ? seo.seoTitle : null;
  useDocumentTitle(ownTitle ?? pageTitle);
  useEffect(() => {
    if (seo) setMetaDescription(seo.seoDescription);
  }, [seo]);
}
