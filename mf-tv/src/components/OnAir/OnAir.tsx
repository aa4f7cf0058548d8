import { useTranslation } from 'react-i18next';
import { Heading, Skeleton, type TvChannel } from '@vx/shared';
import { useTvProgram } from '../../queries/tv';
import { LiveBadge } from '../TvSchedule/TvSchedule';
import { useTimeFormat } from '../useTimeFormat';

/** How many slots a channel page's schedule shows; the same query serves "on air" and the schedule. */
export const SCHEDULE_LIMIT = 10;

/** The channel's current program (the slot on air, or the next one), from tv/program/{channel}. */
export function OnAir({ channel }: { channel: TvChannel }) {
  const { t } = useTranslation('tv');
  const program = useTvProgram(channel, SCHEDULE_LIMIT);
  const { time } = useTimeFormat();
  if (program.isPending) return <Skeleton height={48} />;
  const current = program.data?.items[0];
  if (!current) return null;
  return (
    <section data-testid="tv-on-air" aria-labelledby={`on-air-${channel}`} css={(theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 })}>
      <Heading level={2} size="subsection" id={`on-air-${channel}`}>
        {current.isLive ? t('tv.live.onAir') : t('tv.live.next')}
      </Heading>
      <p css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', overflowWrap: 'anywhere' })}>
        {current.isLive && <LiveBadge />}
        <strong>{current.title}</strong>
        <span>{t('tv.program.with', { name: current.actor.name })}</span>
        <span>{t('tv.program.time', { start: time(current.start), end: time(current.end) })}</span>
      </p>
    </section>
  );
}
