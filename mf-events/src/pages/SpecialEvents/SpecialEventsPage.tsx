import { useTranslation } from 'react-i18next';
import { Container, PageHeader, QueryState, Skeleton, useDocumentTitle } from '@vx/shared';
import { SpecialEventList } from '../../components/SpecialEventList/SpecialEventList';
import { useSpecialEvents } from '../../queries/special';

/** /events/: every special event and game running now, upcoming, or ended recently (special/get/events). */
export default function SpecialEventsPage() {
  const { t } = useTranslation('events');
  const events = useSpecialEvents();
  useDocumentTitle(t('special.title'));
  return (
    <Container>
      <PageHeader title={t('special.title')}>
        <p css={{ margin: 0 }}>{t('special.lead')}</p>
      </PageHeader>
      <div aria-busy={events.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(6), paddingBottom: theme.space(8), minWidth: 0 })}>
        <QueryState query={events} loading={<Skeleton height={240} />} error={t('special.error')}>
          {(list) => <SpecialEventList events={list} />}
        </QueryState>
      </div>
    </Container>
  );
}
