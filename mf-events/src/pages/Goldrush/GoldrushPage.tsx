import { useTranslation } from 'react-i18next';
import { ActivityEventView } from '../../components/ActivityEventView/ActivityEventView';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { useActivityEvent } from '../../queries/special';

/** /goldrush/: gold nuggets for what guests do on the platform, the leaderboard and rewards by nuggets. */
export default function GoldrushPage() {
  const { t } = useTranslation('events');
  const event = useActivityEvent('goldrush');
  return (
    <SpecialEventFrame title={t('goldrush.title')} lead={t('goldrush.lead')} query={event}>
      {(loaded) => <ActivityEventView event={loaded} unit="goldrush" />}
    </SpecialEventFrame>
  );
}
