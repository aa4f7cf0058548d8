import { useTranslation } from 'react-i18next';
import { BenefitList } from '../../components/Benefits/BenefitList';
import { BonusCodes } from '../../components/Benefits/BonusCodes';
import { CancellationOffer } from '../../components/Benefits/CancellationOffer';
import { VoucherList } from '../../components/Benefits/VoucherList';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';

/**
 * /myvisitx/benefits/ (spec 000 §2 My area): the guest's vouchers, his benefits, bonus code
 * redemption and, for a VIP guest, the cancellation offer. server/docs/myarea.md "Benefits".
 */
export default function BenefitsPage() {
  const { t } = useTranslation('myarea');
  return (
    <MyAreaLayout title={t('benefits.title')}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
        <BonusCodes />
        <VoucherList />
        <BenefitList />
        <CancellationOffer />
      </div>
    </MyAreaLayout>
  );
}
