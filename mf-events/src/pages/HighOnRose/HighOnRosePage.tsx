import { useTranslation } from 'react-i18next';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { SpecialHighOnRose } from '../../components/SpecialHighOnRose/SpecialHighOnRose';
import { useHighOnRose } from '../../queries/special';

/** /high-on-rose/: guests give roses to the actors taking part; the actors ranked by roses. */
export default function HighOnRosePage() {
  const { t } = useTranslation('events');
  const event = useHighOnRose();
  return (
    <SpecialEventFrame title={t('highOnRose.title')} lead={t('highOnRose.lead')} query={event}>
      {(loaded) => <SpecialHighOnRose event={loaded} />}
    </SpecialEventFrame>
  );
}
