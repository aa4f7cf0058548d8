import { useTranslation } from 'react-i18next';
import { Heading } from '@vx/shared';
import { type ActivityEvent } from '@vx/shared/events';

/** The guests with the most points (nuggets): goldrush's standings, an ended event's results. */
export function ActivityLeaderboard({ entries, unit }: { entries: ActivityEvent['leaderboard']; unit: 'activity' | 'goldrush' }) {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="activity-leaderboard" data-testid="activity-leaderboard" css={{ display: 'grid', gap: 12 }}>
      <Heading level={2} id="activity-leaderboard">
        {t('activity.leaderboard')}
      </Heading>
      <ol css={{ margin: 0, paddingLeft: 24, display: 'grid', gap: 4 }}>
        {entries.map((entry) => (
          <li key={entry.rank} css={{ overflowWrap: 'anywhere' }}>
            {entry.name} · {t(`${unit}.points`, { count: entry.points })}
          </li>
        ))}
      </ol>
    </section>
  );
}
