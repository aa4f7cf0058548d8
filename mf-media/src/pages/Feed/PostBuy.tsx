import { useTranslation } from 'react-i18next';
import { Button, formatMoney, useCoinPurchase, usePlatform, type FeedPost } from '@vx/shared';
import { useFeedPurchases } from '../../queries/feed';

const COINS = 'VXC';

/**
 * Unlocks a paid post through the contract's purchase hook (one charge per intent, login for
 * visitors, moneycharge on a low balance, purchase tracked once); the answer's post, unlocked,
 * replaces it in every page.
 */
export function PostBuy({ post }: { post: FeedPost }) {
  const { t } = useTranslation('media');
  const { guest, language } = usePlatform();
  const purchases = useFeedPurchases();
  const purchase = useCoinPurchase({
    request: (key) => purchases.buy(post.id, key),
    offer: { item: 'post', price: post.priceCoins },
    tracking: { source: 'mf-media', data: { kind: 'feedPost', postId: post.id, currency: COINS, value: post.priceCoins } },
    onSuccess: purchases.applied,
  });
  const pending = purchase.status === 'pending';
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'center', textAlign: 'center' }}>
      <Button data-testid="feed-buy" onClick={purchase.buy} disabled={pending} aria-busy={pending}>
        {!guest.isLoggedIn ? t('feed.buy.login') : pending ? t('feed.buy.pending') : t('feed.buy.price', { price: formatMoney(post.priceCoins, COINS, language) })}
      </Button>
      {purchase.status === 'failed' && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('feed.buy.failed')}
        </p>
      )}
    </div>
  );
}
