import { useTranslation } from 'react-i18next';
import { Heading, type ActorProfile } from '@vx/shared';
import { formatOnlineHours } from '../../time/format';

type Day = ActorProfile['heatMap'][number];

/** The highest activity level of a heat-map day. */
const BEST_CHANCE_LEVEL = 4;

/**
 * Activity of the last days as a bar per day; every bar carries its text for screen readers, the
 * online hours in the guest's time zone (the server gives them in UTC).
 */
export function HeatMap({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation('chat');
  if (days.length === 0) return null;
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
  return (
    <section aria-labelledby="heatmap-title">
      <Heading level={2} size="subsection" id="heatmap-title" css={{ marginBottom: 8 }}>
        {t('profile.heatMap.title')}
      </Heading>
      <ol
        data-testid="heat-map"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${Math.min(days.length, 14)}, minmax(0, 1fr))`, gap: 4, alignItems: 'end' }}
      >
        {days.map((day) => {
          const parts = [
            t(`profile.heatMap.level.${day.activityLevel}`),
            day.start && formatOnlineHours(day.date, day.start, day.hoursToBeOnline, i18n.language),
            // The busiest days are the best chance to meet her: the UI's words, not the actor's memo.
            day.activityLevel === BEST_CHANCE_LEVEL && t('catalogue.heatMap.bestChance'),
            day.memo,
          ].filter(Boolean);
          const description = `${dayLabel(day.date)}: ${parts.join(', ')}`;
          return (
            <li key={day.date} title={description} css={{ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
              <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{description}</span>
              <span
                aria-hidden="true"
                css={(theme) => ({
                  display: 'block',
                  width: '100%',
                  height: 8 + day.activityLevel * 12,
                  borderRadius: 3,
                  background: day.activityLevel === 0 ? theme.colors.surfaceRaised : theme.colors.primary,
                  opacity: day.activityLevel === 0 ? 1 : 0.4 + day.activityLevel * 0.15,
                })}
              />
              <span aria-hidden="true" css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
                {day.date.slice(8, 10)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
