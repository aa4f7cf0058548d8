import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, useCoinPurchase, usePlatform, type FeedPost } from '@vx/shared';
import { useFeedPurchases } from '../../queries/feed';

const COINS = 'VXC';
/** The amounts offered for a tip. */
export const TIP_AMOUNTS = [10, 25, 50, 100] as const;

/**
 * The post's tipping goal (spec 000 §3): a progress bar of tips towards the goal and a tip of a
 * chosen amount through the purchase hook; the server's new sum moves the bar.
 */
export function TippingGoal({ post, goal }: { post: FeedPost; goal: NonNullable<FeedPost['tippingGoal']> }) {
  const { t } = useTranslation('media');
  const { guest, language } = usePlatform();
  const purchases = useFeedPurchases();
  const [amount, setAmount] = useState<number>(TIP_AMOUNTS[0]);
  const labelId = useId();
  const tip = useCoinPurchase({
    request: (key) => purchases.tip(post.id, amount, key),
    offer: { item: 'tip', price: amount },
    tracking: { source: 'mf-media', type: 'tip', data: { kind: 'feedTip', postId: post.id, currency: COINS, value: amount } },
    onSuccess: purchases.applied,
  });
  const pending = tip.status === 'pending';
  return (
    <section aria-labelledby={labelId} css={(theme) => ({ display: 'grid', gap: 8, padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
      <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', fontSize: theme.fontSize.small })}>
        <strong id={labelId}>{t('feed.tip.goal')}</strong>
        <span data-testid="feed-tip-progress">{goal.achieved ? t('feed.tip.achieved') : t('feed.tip.progress', { sum: goal.tipsSumCoins, goal: goal.goalCoins })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progressPercent}
        aria-valuetext={t('feed.tip.progress', { sum: goal.tipsSumCoins, goal: goal.goalCoins })}
        css={(theme) => ({ height: 10, borderRadius: theme.radii.pill, background: theme.colors.border, overflow: 'hidden' })}
      >
        <div css={(theme) => ({ width: `${goal.progressPercent}%`, height: '100%', background: goal.achieved ? theme.colors.success : theme.colors.primary, transition: 'width 300ms' })} />
      </div>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <label css={(theme) => ({ display: 'flex', gap: 8, alignItems: 'center', fontSize: theme.fontSize.small })}>
          {t('feed.tip.amount')}
          <select
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
            data-testid="feed-tip-amount"
            css={(theme) => ({ minHeight: 40, padding: '0 8px', borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text, font: 'inherit' })}
          >
            {TIP_AMOUNTS.map((value) => (
              <option key={value} value={value}>
                {t('feed.tip.coins', { count: value })}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={tip.buy} disabled={pending} aria-busy={pending} data-testid="feed-tip">
          {!guest.isLoggedIn ? t('feed.tip.login') : pending ? t('feed.tip.pending') : t('feed.tip.button', { price: formatMoney(amount, COINS, language) })}
        </Button>
      </div>
      {tip.status === 'bought' && <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.success })}>{t('feed.tip.thanks')}</p>}
      {tip.status === 'failed' && <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>{t('feed.tip.failed')}</p>}
    </section>
  );
}
