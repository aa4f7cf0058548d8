import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, QueryState, Skeleton, usePlatform } from '@vx/shared';
import { useSubscriptions } from '../../queries/subscriptions';
import { SubscriptionItem } from './SubscriptionItem';

/**
 * The guest's VIP and TV subscriptions in MyVisitX (issue 15 §3): each with its state and dates, and
 * cancel; a guest without a running one is offered the plan (the VIP flow, the TV price table).
 */
export function ProfileSubscriptions() {
  const { t } = useTranslation('myarea');
  const { guest, hasRoute, href, openFlow } = usePlatform();
  const subscriptions = useSubscriptions();
  return (
    <QueryState query={subscriptions} loading={<Skeleton height={96} />} error={t('profile.subscriptions.loadError')}>
      {(data) => (
        <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
          {data.subscriptions.length === 0 ? (
            <p css={{ margin: 0 }}>{t('profile.subscriptions.none')}</p>
          ) : (
            <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
              {data.subscriptions.map((subscription) => (
                <SubscriptionItem key={subscription.id} subscription={subscription} />
              ))}
            </ul>
          )}
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            {!guest.isVip && (
              <Button variant="secondary" onClick={() => void openFlow(data.canTrial ? 'trialvipabo' : 'vipabo')}>
                {t(data.canTrial ? 'profile.subscriptions.startVipTrial' : 'profile.subscriptions.becomeVip')}
              </Button>
            )}
            {!guest.hasTvAbo && hasRoute('tvPremiumPricetable') && (
              <Link to={href('tvPremiumPricetable')} data-testid="subscriptions-tv-pricetable" css={(theme) => ({ alignSelf: 'center', color: theme.colors.accent })}>
                {t('profile.subscriptions.tvPrices')}
              </Link>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}
