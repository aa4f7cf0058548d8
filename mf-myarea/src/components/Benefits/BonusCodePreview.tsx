import { useTranslation } from 'react-i18next';
import { Button, FormMessage, voucherTypeName } from '@vx/shared';
import type { BonusCodeCheck } from '../../queries/rewards';
import { TierList } from './TierList';
import { formatDay, unitOf } from './format';
import { muted, row, rows } from './panel';

interface Props {
  check: BonusCodeCheck;
  redeeming: boolean;
  onRedeem: () => void;
}

/** A checked code: what it gives (tiers too), its conditions and validity, and the redeem button or why not. */
export function BonusCodePreview({ check, redeeming, onRedeem }: Props) {
  const { t, i18n } = useTranslation('myarea');
  const bonus = check.bonusCode;
  const reason = check.canRedeem.reason;
  return (
    <div data-testid="bonus-code-preview" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      {bonus && (
        <>
          <strong>{t('benefits.code.gives', { code: bonus.code })}</strong>
          <ul css={rows}>
            {bonus.benefits.map((benefit, index) => {
              const voucher = benefit.type === 'vouchers' && benefit.voucherType ? voucherTypeName(benefit.voucherType) : undefined;
              return (
                <li key={index} css={row}>
                  <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
                    <span>{voucher ? t(`benefits.vouchers.types.${voucher}`) : t(`benefits.types.${benefit.type}`)}</span>
                    {benefit.tiers.length > 0 && <TierList tiers={benefit.tiers} />}
                  </div>
                  {benefit.amount !== null && (
                    <strong>
                      {voucher
                        ? t(`benefits.voucherAmount.${voucher}`, { count: benefit.amount })
                        : t(`benefits.units.${unitOf(benefit.type)}`, { count: benefit.amount })}
                    </strong>
                  )}
                </li>
              );
            })}
          </ul>
          {bonus.config.containsTopUpBenefit && <p css={muted}>{t('benefits.code.topUp')}</p>}
          {bonus.config.conditions.vip && <p css={muted}>{t('benefits.code.vipOnly')}</p>}
          {bonus.config.conditions.requireMobileAuth && <p css={muted}>{t('benefits.code.mobileOnly')}</p>}
          {bonus.config.validTo && <p css={muted}>{t('benefits.validUntil', { date: formatDay(bonus.config.validTo, i18n.language) })}</p>}
        </>
      )}
      {reason ? (
        <FormMessage kind="error">{t(`benefits.refusals.${reason}`)}</FormMessage>
      ) : (
        <div>
          <Button onClick={onRedeem} disabled={redeeming}>
            {redeeming ? t('benefits.code.redeeming') : t('benefits.code.redeem')}
          </Button>
        </div>
      )}
    </div>
  );
}
