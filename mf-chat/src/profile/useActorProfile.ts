import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RestError, type ActorProfile } from '@vx/shared';
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
  const state: ProfileState = query.data
    ? { status: 'ready', actor: query.data }
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
 * Title and meta description: a local title at once, then the SEO texts of the server for the
 * actor (or one of its tag groups). The server's title replaces the local one only where it is
 * the page's own (`serverTitle`); a failed SEO call keeps the local title. A null title leaves
 * the title to the page.
 */
export function useProfileSeo(actorId: number | null, localTitle: string | null, { tagGroup, serverTitle }: { tagGroup?: string; serverTitle: boolean }) {
  const { data: seo } = useActorSeo(actorId, tagGroup);
  useEffect(() => {
    if (localTitle !== null) document.title = localTitle;
    if (!seo) return;
    if (serverTitle && seo.seoTitle) document.title = seo.seoTitle;
    setMetaDescription(seo.seoDescription);
  }, [seo, localTitle, serverTitle]);
}
