import { useTranslation } from 'react-i18next';
import { Heading, usePlatform, voucherTypeName } from '@vx/shared';
import { useGuestVouchers } from '../../queries/rewards';

const shortDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The guest's vouchers under the deals (a video voucher bought today shows here at once, through the
 * socket's `vouchers`): each with its type, amount and end. Nothing for a visitor or without vouchers.
 */
export function DailyDealVouchers() {
  const { t } = useTranslation('events');
  const { guest, language } = usePlatform();
  const vouchers = useGuestVouchers();
  if (!guest.isLoggedIn || !vouchers.data || vouchers.data.length === 0) return null;
  return (
    <section aria-labelledby="daily-deal-vouchers" css={(theme) => ({ display: 'grid', gap: theme.space(2), marginBottom: theme.space(8) })}>
      <Heading level={2} id="daily-deal-vouchers">
        {t('vouchers.title')}
      </Heading>
      <ul data-testid="daily-deal-vouchers" css={(theme) => ({ margin: 0, paddingLeft: theme.space(4), display: 'grid', gap: theme.space(1) })}>
        {vouchers.data.map((voucher) => (
          <li key={voucher.id}>
            {t(`vouchers.types.${voucherTypeName(voucher.type) ?? 'credits'}`, { count: voucher.amount })}
            {voucher.validTo && ` · ${t('vouchers.validTo', { date: shortDate(voucher.validTo, language) })}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
