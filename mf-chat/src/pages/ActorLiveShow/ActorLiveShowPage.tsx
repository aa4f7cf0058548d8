import { useTranslation } from 'react-i18next';
import { Heading, type ActorProfile } from '@vx/shared';
import { ShowList } from '../../shows/ShowList/ShowList';
import { TicketNotice } from '../../shows/TicketNotice/TicketNotice';
import { useShows } from '../../queries/shows';
import { ProfileShell } from '../ActorProfile/ProfileShell';

function LiveShows({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const filter = { actorId: actor.id };
  const shows = useShows(filter);
  // The list is newer than the profile once loaded (a ticket bought or removed here).
  const hasTicket = shows.data ? shows.data.shows.some((show) => show.isBought) : actor.guestHasTicket;
  return (
    <section aria-labelledby="live-show-title" css={{ display: 'grid', gap: 12, paddingBottom: 32 }}>
      <Heading level={2} id="live-show-title">
        {t('shows.actorTitle', { name: actor.name })}
      </Heading>
      {actor.isCurrentlyTicketShow && <p css={{ margin: 0, fontWeight: 700 }}>{t('shows.actorRunning', { name: actor.name })}</p>}
      {hasTicket && <TicketNotice actorName={actor.name} link={false} />}
      <ShowList filter={filter} emptyText={t('shows.actorEmpty', { name: actor.name })} withActor={false} />
    </section>
  );
}

/** /amateur/{actorName}/live-show/: the actor's ticket shows, bought and removed here like on /cam-shows/. */
export default function ActorLiveShowPage() {
  return <ProfileShell page="actorLiveShow">{(actor) => <LiveShows actor={actor} />}</ProfileShell>;
}
