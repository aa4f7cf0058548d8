import { useTranslation } from 'react-i18next';
import { usePlatform, type MessengerMessage } from '@vx/shared';
import { useMessengerGifts } from '../../queries/gifts';
import { giftName } from './ComposerGifts';

/**
 * The gifts of a gift or new-gift message (spec 000 §3 Gift): each with its picture, its name in the
 * page language and the quantity, from the messenger gift catalogue. A gift no longer in the
 * catalogue (inactive, VIP-only) still shows its quantity.
 */
export function MessageGifts({ gifts }: { gifts: MessengerMessage['gifts'] }) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  const catalogue = useMessengerGifts();
  const byId = new Map((catalogue.data ?? []).map((gift) => [gift.id, gift]));
  return (
    <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
      {gifts.map(({ giftId, quantity }) => {
        const gift = byId.get(giftId);
        const name = gift ? giftName(gift, language) : null;
        return (
          <li key={giftId} data-testid="messenger-message-gift" css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1) })}>
            {gift && <img src={gift.imageUrl} alt="" width={32} height={32} loading="lazy" css={{ objectFit: 'contain' }} />}
            <span>{name === null ? t('messenger.message.gift', { count: quantity }) : t('messenger.gifts.quantity', { name, count: quantity })}</span>
          </li>
        );
      })}
    </ul>
  );
}
