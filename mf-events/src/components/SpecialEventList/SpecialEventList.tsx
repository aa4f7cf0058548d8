import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform } from '@vx/shared';
import { cardStyle, listStyle } from '../SpecialCard/cardStyle';
import { useEventDate } from '../SpecialRewardText/useRewardText';
import { eventHref } from './eventHref';
import { type SpecialEventSummary } from '@vx/shared/events';

const GROUPS = [
  ['running', (event: SpecialEventSummary) => event.hasStarted && !event.hasEnded],
  ['upcoming', (event: SpecialEventSummary) => !event.hasStarted],
  ['ended', (event: SpecialEventSummary) => event.hasEnded],
] as const;

/** The overview's events in three groups (running, upcoming, ended), each linking to its page. */
export function SpecialEventList({ events }: { events: readonly SpecialEventSummary[] }) {
  const { t } = useTranslation('events');
  const platform = usePlatform();
  const date = useEventDate();
  if (events.length === 0) return <p>{t('special.noEvents')}</p>;
  return (
    <>
      {GROUPS.map(([group, belongs]) => {
        const shown = events.filter(belongs);
        if (shown.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`special-${group}`} css={{ display: 'grid', gap: 12 }}>
            <Heading level={2} id={`special-${group}`}>
              {t(`special.group.${group}`)}
            </Heading>
            <ul css={[listStyle, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }]}>
              {shown.map((event) => {
                const target = eventHref(platform, event);
                return (
                  <li key={event.id} data-testid="special-event" data-slug={event.slug} css={cardStyle}>
                    <strong>{target ? <Link to={target} css={{ color: 'inherit', textDecoration: 'underline' }}>{event.name}</Link> : event.name}</strong>
                    <span>{event.hasEnded ? t('special.endedAt', { date: date(event.end) }) : event.hasStarted ? t('special.endsAt', { date: date(event.end) }) : t('special.startsAt', { date: date(event.start) })}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
