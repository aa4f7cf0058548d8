import { useTranslation } from 'react-i18next';
import { Button, usePlatform, type MessengerGift } from '@vx/shared';
import { giftName, type GiftSelection } from '../Conversation/ComposerGifts';

interface Props {
  gifts: readonly MessengerGift[];
  selection: GiftSelection;
  onRemove: (giftId: number) => void;
}

/** The gifts added to the message, each with its quantity and a button taking one away. */
export function SelectedGifts({ gifts, selection, onRemove }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  const byId = new Map(gifts.map((gift) => [gift.id, gift]));
  return (
    <ul aria-label={t('messenger.gifts.selected')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
      {selection.map(({ giftId, quantity }) => {
        const gift = byId.get(giftId);
        if (!gift) return null;
        const name = giftName(gift, language);
        return (
          <li key={giftId} data-testid="messenger-selected-gift" css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1) })}>
            <span>{t('messenger.gifts.quantity', { name, count: quantity })}</span>
            <Button variant="ghost" aria-label={t('messenger.gifts.remove', { name })} onClick={() => onRemove(giftId)}>
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
