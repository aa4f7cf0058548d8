import { useTranslation } from 'react-i18next';
import { voucherTypeName, type Voucher } from '@vx/shared';
import { useVouchers } from '../../queries/rewards';
import { formatDay } from './format';
import { ListPanel } from './ListPanel';
import { muted, row } from './panel';

/** The guest's vouchers (spec 000 §3: types 1-10, amount, validity, the performers they are for). */
export function VoucherList() {
  const { t } = useTranslation('myarea');
  const query = useVouchers();
  return (
    <ListPanel
      id="benefits-vouchers"
      title={t('benefits.vouchers.title')}
      query={query}
      error={t('benefits.vouchers.loadError')}
      empty={t('benefits.vouchers.empty')}
      testId="voucher-list"
    >
      {(voucher) => <VoucherRow key={voucher.id} voucher={voucher} />}
    </ListPanel>
  );
}

function VoucherRow({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation('myarea');
  const name = voucherTypeName(voucher.type) ?? 'credits';
  return (
    <li css={row}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <strong>{t(`benefits.vouchers.types.${name}`)}</strong>
        <p css={muted}>
          {voucher.actors.length > 0
            ? t('benefits.vouchers.forActors', { names: voucher.actors.map((actor) => actor.name).join(', ') })
            : t('benefits.vouchers.anyActor')}
        </p>
        <p css={muted}>
          {voucher.validTo ? t('benefits.validUntil', { date: formatDay(voucher.validTo, i18n.language) }) : t('benefits.noExpiry')}
        </p>
      </div>
      <span css={(theme) => ({ fontWeight: 700, fontSize: theme.fontSize.lead })}>{t(`benefits.voucherAmount.${name}`, { count: voucher.amount })}</span>
    </li>
  );
}
