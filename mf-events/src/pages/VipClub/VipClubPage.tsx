import { useTranslation } from 'react-i18next';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';
import { VipClubBenefits } from '../../components/VipClubBenefits/VipClubBenefits';
import { VipClubOffer } from '../../components/VipClubOffer/VipClubOffer';
import { VipClubVideos } from '../../components/VipClubVideos/VipClubVideos';

/** /vipclub/: what a VIP has, the VIP subscription (or the guest's running one) and the VIP videos. */
export default function VipClubPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('vipClub.title'));
  return (
    <Container>
      <PageHeader title={t('vipClub.title')}>
        <p css={{ margin: 0 }}>{t('vipClub.lead')}</p>
      </PageHeader>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), marginBottom: theme.space(8), minWidth: 0 })}>
        <VipClubOffer />
        <VipClubBenefits />
        <VipClubVideos />
      </div>
    </Container>
  );
}
