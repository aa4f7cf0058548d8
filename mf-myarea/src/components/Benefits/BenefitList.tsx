import { useTranslation } from 'react-i18next';
import type { GuestBenefit } from '@vx/shared';
import { useBenefits } from '../../queries/rewards';
import { TierList } from './TierList';
import { formatDay, unitOf } from './format';
import { ListPanel } from './ListPanel';
import { muted, row } from './panel';

/** The benefits the guest holds, of every type of spec 000 §3, newest first. */
export function BenefitList() {
  const { t } = useTranslation('myarea');
  const query = useBenefits();
  return (
    <ListPanel
      id="benefits-list"
      title={t('benefits.list.title')}
      query={query}
      error={t('benefits.list.loadError')}
      empty={t('benefits.list.empty')}
      testId="benefit-list"
    >
      {(benefit) => <BenefitRow key={benefit.id} benefit={benefit} />}
    </ListPanel>
  );
}

/** Where a benefit came from, in words: a bonus code (named), a spin or the cancellation offer. */
function useSource(source: string): string {
  const { t } = useTranslation('myarea');
  if (source.startsWith('bonus_code:')) return t('benefits.source.bonusCode', { code: source.slice('bonus_code:'.length) });
  if (source.startsWith('spin:')) return t('benefits.source.spin');
  return t('benefits.source.cancellationOffer');
}

function BenefitRow({ benefit }: { benefit: GuestBenefit }) {
  const { t, i18n } = useTranslation('myarea');
  const source = useSource(benefit.source);
  // A top-up bonus of tiers, once a top-up used it: no longer held, it tells what it brought.
  const used = benefit.usedAt !== null && benefit.usedCoins !== null ? { at: benefit.usedAt, coins: benefit.usedCoins } : null;
  return (
    <li css={row}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <strong>{t(`benefits.types.${benefit.type}`)}</strong>
        <p css={muted}>
          {source} · {t('benefits.received', { date: formatDay(benefit.createdAt, i18n.language) })}
        </p>
        {used ? (
          <p css={muted} data-testid="benefit-used">
            {t('benefits.used.detail', { count: used.coins, date: formatDay(used.at, i18n.language) })}
          </p>
        ) : (
          <>
            {benefit.validTo && <p css={muted}>{t('benefits.validUntil', { date: formatDay(benefit.validTo, i18n.language) })}</p>}
            {benefit.tiers.length > 0 && <TierList tiers={benefit.tiers} />}
          </>
        )}
      </div>
      {used && (
        <span
          css={(theme) => ({
            padding: `2px ${theme.space(2)}px`,
            borderRadius: theme.radii.pill,
            border: `1px solid ${theme.colors.border}`,
            color: theme.colors.textMuted,
            fontSize: theme.fontSize.small,
          })}
        >
          {t('benefits.used.badge')}
        </span>
      )}
      {benefit.amount !== null && (
        <span css={(theme) => ({ fontWeight: 700, fontSize: theme.fontSize.lead })}>
          {t(`benefits.units.${unitOf(benefit.type)}`, { count: benefit.amount })}
        </span>
      )}
    </li>
  );
}
