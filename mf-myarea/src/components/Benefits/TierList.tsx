import { useTranslation } from 'react-i18next';
import type { BenefitTier } from '@vx/shared';
import { muted } from './panel';

/** Staggered tiers of a top-up bonus: from a top-up of so many coins, so many coins on top. */
export function TierList({ tiers }: { tiers: readonly BenefitTier[] }) {
  const { t } = useTranslation('myarea');
  return (
    <div css={{ display: 'grid', gap: 2 }}>
      <p css={muted}>{t('benefits.tiers.title')}</p>
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), fontSize: theme.fontSize.small })}>
        {tiers.map((tier) => (
          <li key={tier.from}>{t('benefits.tiers.tier', { from: tier.from, amount: tier.amount })}</li>
        ))}
      </ul>
    </div>
  );
}
