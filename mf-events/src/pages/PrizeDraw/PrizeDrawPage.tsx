import { useTranslation } from 'react-i18next';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { SpecialPrizeDraw } from '../../components/SpecialPrizeDraw/SpecialPrizeDraw';
import { usePrizeDraw } from '../../queries/special';

/** /prize-draw/: one entry a day while it runs; the winners the server drew once it has ended. */
export default function PrizeDrawPage() {
  const { t } = useTranslation('events');
  const draw = usePrizeDraw();
  return (
    <SpecialEventFrame title={t('prizeDraw.title')} lead={t('prizeDraw.lead')} query={draw}>
      {(loaded) => <SpecialPrizeDraw draw={loaded} />}
    </SpecialEventFrame>
  );
}
