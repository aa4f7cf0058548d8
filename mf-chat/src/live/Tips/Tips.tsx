import { useTranslation } from 'react-i18next';
import { Button, formatPrice, usePlatform, type ChatGift } from '@vx/shared';
import { useChatGifts } from '../../queries/livechat';

/**
 * Tips: the gifts of the live chat's catalogue, each sent as a 'gift' message with the gift in
 * includedGifts and its own message id. A VIP gift is for VIP guests.
 */
export function Tips({ onSend }: { onSend: (gift: ChatGift) => void }) {
  const { t } = useTranslation('chat');
  const { language, guest } = usePlatform();
  const gifts = useChatGifts(true);
  if (gifts.isPending) return <p css={{ margin: 0 }}>{t('live.tips.loading')}</p>;
  if (!gifts.data || gifts.data.length === 0) return <p css={{ margin: 0 }}>{t('live.tips.none')}</p>;
  return (
    <section aria-label={t('live.tips.title')}>
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
        {gifts.data.map((gift) => (
          <li key={gift.id}>
            <Button
              variant="secondary"
              data-testid="tip-button"
              disabled={gift.vip && !guest.isVip}
              title={gift.vip && !guest.isVip ? t('live.tips.vipOnly') : undefined}
              onClick={() => onSend(gift)}
              css={{ minHeight: 44, gap: 6 }}
            >
              {gift.imageUrl && <img src={gift.imageUrl} alt="" width={24} height={24} loading="lazy" css={{ width: 24, height: 24, objectFit: 'contain' }} />}
              {t('live.tips.send', { name: gift.name, price: formatPrice(gift.price, language) })}
              {gift.vip && <span css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.accent })}>{t('live.tips.vip')}</span>}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whether tips can be offered at all (the controls show the tip button only then). */
export function useHasTips(): boolean {
  const gifts = useChatGifts(true);
  return (gifts.data?.length ?? 0) > 0;
}
