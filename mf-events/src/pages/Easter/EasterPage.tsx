import { useTranslation } from 'react-i18next';
import { EasterEggField } from '../../components/EasterEggField/EasterEggField';
import { EasterRewards } from '../../components/EasterRewards/EasterRewards';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { useEasterEvent } from '../../queries/special';

/** /easter/: the egg hunt: eggs hidden on this and other pages, rewards by eggs found, the guest's history. */
export default function EasterPage() {
  const { t } = useTranslation('events');
  const event = useEasterEvent();
  return (
    <SpecialEventFrame title={t('easter.title')} lead={t('easter.lead')} query={event}>
      {(loaded) => (
        <>
          {!loaded.hasEnded && <EasterEggField routeName="easter" />}
          <EasterRewards event={loaded} />
        </>
      )}
    </SpecialEventFrame>
  );
}
