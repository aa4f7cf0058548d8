import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mq, type TvChannel } from '@vx/shared';
import { OnAir, SCHEDULE_LIMIT } from '../OnAir/OnAir';
import { TvSchedule } from '../TvSchedule/TvSchedule';
import { TvStream } from '../TvStream/TvStream';

interface Props {
  channel: TvChannel;
  playerTitle: string;
  /** Shown instead of the player to a guest the channel is not open to. */
  gate?: ReactNode;
}

/**
 * A channel's live page body: the stream (or its gate) with what is on air under it, and the
 * schedule beside it on a wide screen, under it on a phone.
 */
export function ChannelView({ channel, playerTitle, gate }: Props) {
  const { t } = useTranslation('tv');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'start', [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)' } })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
        <TvStream channel={channel} title={playerTitle} gate={gate} />
        <OnAir channel={channel} />
      </div>
      <TvSchedule channel={channel} limit={SCHEDULE_LIMIT} headingId={`tv-schedule-${channel}`} title={t('tv.program.today')} />
    </div>
  );
}
