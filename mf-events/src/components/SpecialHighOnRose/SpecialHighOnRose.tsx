import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading, usePlatform } from '@vx/shared';
import { isAlreadyDone, useGiveRose } from '../../queries/special';
import { cardStyle, listStyle } from '../SpecialCard/cardStyle';
import { type HighOnRose } from '@vx/shared/events';

/** High on rose: the actors ranked by the roses guests gave them; a few roses a day to give while it runs. */
export function SpecialHighOnRose({ event }: { event: HighOnRose }) {
  const { t } = useTranslation('events');
  const { guest, openFlow, href, hasRoute } = usePlatform();
  const give = useGiveRose();
  const running = event.hasStarted && !event.hasEnded;
  const left = event.guest?.rosesLeftToday ?? 0;
  return (
    <section aria-labelledby="high-on-rose-ranking" css={{ display: 'grid', gap: 12 }}>
      {running && event.guest && <p data-testid="roses-left" css={{ margin: 0, fontWeight: 700 }}>{t('highOnRose.rosesLeft', { count: left })}</p>}
      <Heading level={2} id="high-on-rose-ranking">
        {t('highOnRose.ranking')}
      </Heading>
      <ol css={listStyle}>
        {event.actors.map((actor) => (
          <li key={actor.actorId} data-testid="rose-actor" css={[cardStyle, { gridTemplateColumns: 'auto 1fr', alignItems: 'center' }]}>
            <strong>{actor.rank}.</strong>
            <span css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
              {hasRoute('actorProfile') ? <Link to={href('actorProfile', { actorName: actor.actorName })} css={{ textDecoration: 'underline', color: 'inherit' }}>{actor.actorName}</Link> : actor.actorName}
              <span>{t('highOnRose.roses', { count: actor.roses })}</span>
              {running && (
                <Button
                  variant="secondary"
                  disabled={give.isPending || (guest.isLoggedIn && left === 0)}
                  onClick={() => (guest.isLoggedIn ? give.mutate({ eventId: event.id, actorId: actor.actorId }) : void openFlow('login'))}
                >
                  {t('highOnRose.give', { name: actor.actorName })}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {give.isError && <p role="alert" css={{ margin: 0 }}>{isAlreadyDone(give.error) ? t('highOnRose.noneLeft') : t('special.actionFailed')}</p>}
    </section>
  );
}
