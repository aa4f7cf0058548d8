import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TV_CHANNELS, type TvChannel } from '@vx/shared';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { TvSchedule } from '../../components/TvSchedule/TvSchedule';

/** A week of program: ten slots a day (server/docs/tv.md), tv/program's most. */
const WEEK_LIMIT = 70;

/** /tv/program/: the week's schedule of free TV and premium TV, one tab each, grouped by day. */
export default function ProgramPage() {
  const { t } = useTranslation('tv');
  const [channel, setChannel] = useState<TvChannel>('live');
  return (
    <TvLayout title={t('tv.program.title')} lead={t('tv.program.lead')}>
      <div>
        <Tabs items={TV_CHANNELS} value={channel} onChange={setChannel} label={t('tv.program.channels')} idPrefix="tv-program-tab" panelId="tv-program-panel" text={(item) => t(`tv.program.channel.${item}`)} />
        <div role="tabpanel" id="tv-program-panel" aria-labelledby={`tv-program-tab-${channel}`}>
          <TvSchedule key={channel} channel={channel} limit={WEEK_LIMIT} headingId={`tv-week-${channel}`} title={t(`tv.program.week.${channel}`)} byDay />
        </div>
      </div>
    </TvLayout>
  );
}
