import { useTranslation } from 'react-i18next';
import { AdventDoors } from '../../components/AdventDoors/AdventDoors';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { useAdventCalendar } from '../../queries/special';

/** /advent-calendar/: a door a day (Berlin time), today's openable once, past ones claimed or missed. */
export default function AdventCalendarPage() {
  const { t } = useTranslation('events');
  const calendar = useAdventCalendar();
  const query = { ...calendar, data: calendar.data && (calendar.data.event ? { ...calendar.data.event, doors: calendar.data.doors } : null) };
  return (
    <SpecialEventFrame title={t('advent.title')} lead={t('advent.lead')} query={query}>
      {(loaded) => <AdventDoors calendar={{ event: loaded, doors: loaded.doors }} />}
    </SpecialEventFrame>
  );
}
