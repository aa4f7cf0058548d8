import { useTranslation } from 'react-i18next';
import { Button, FormMessage, Heading, type SpinwheelInfo } from '@vx/shared';
import { useClaimCoinLoyaltyBonus } from '../../queries/spinwheel';
import { muted, panel, row, rows } from '../Benefits/panel';

/** The monthly rewards by loyalty points and the month's coin loyalty bonus. */
export function LoyaltyRewards({ info }: { info: SpinwheelInfo }) {
  const { t } = useTranslation('myarea');
  const claim = useClaimCoinLoyaltyBonus();
  const bonus = info.coinLoyaltyBonusState;
  return (
    <>
      <section css={panel} aria-labelledby="spinwheel-monthly">
        <Heading level={2} size="subsection" id="spinwheel-monthly">
          {t('spinwheel.monthly.title')}
        </Heading>
        <p css={muted}>{t('spinwheel.monthly.text')}</p>
        <ul css={rows}>
          {info.monthlyRewards.map((tier) => (
            <li key={tier.points} css={row}>
              <span>{t('spinwheel.monthly.tier', { points: tier.points, count: tier.spins })}</span>
              <span css={(theme) => ({ color: tier.reached ? theme.colors.success : theme.colors.textMuted, fontSize: theme.fontSize.small })}>
                {tier.reached ? t('spinwheel.monthly.reached') : t('spinwheel.monthly.notReached')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section css={panel} aria-labelledby="spinwheel-bonus">
        <Heading level={2} size="subsection" id="spinwheel-bonus">
          {t('spinwheel.bonus.title')}
        </Heading>
        {claim.isSuccess ? (
          <FormMessage kind="success">{t('spinwheel.bonus.credited', { count: claim.data })}</FormMessage>
        ) : (
          <p css={muted}>{t(`spinwheel.bonus.${bonus.state}`, { coins: bonus.coins, points: bonus.requiredPoints })}</p>
        )}
        {bonus.state === 'available' && !claim.isSuccess && (
          <div>
            <Button onClick={() => claim.mutate()} disabled={claim.isPending}>
              {t('spinwheel.bonus.claim', { count: bonus.coins })}
            </Button>
          </div>
        )}
        {claim.isError && <FormMessage kind="error">{t('spinwheel.bonus.error')}</FormMessage>}
      </section>
    </>
  );
}
