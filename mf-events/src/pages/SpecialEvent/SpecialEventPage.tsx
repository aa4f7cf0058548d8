import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ActivityEventView } from '../../components/ActivityEventView/ActivityEventView';
import { SpecialEventFrame } from '../../components/SpecialEventFrame/SpecialEventFrame';
import { EVENT_SLUG, useActivityEvent } from '../../queries/special';

/** A malformed slug: the not-found state without asking the server. */
const NONE = { data: null, isPending: false, isError: false, refetch: () => undefined };

function ActivityEventPage({ slug }: { slug: string }) {
  const { t } = useTranslation('events');
  const event = useActivityEvent('activity', slug);
  return (
    <SpecialEventFrame title={t('activity.title')} lead={t('activity.lead')} query={event} notFound>
      {(loaded) => <ActivityEventView event={loaded} unit="activity" />}
    </SpecialEventFrame>
  );
}

/** /events/{eventSlug}/: an activity event; a malformed or unknown slug is the not-found state. */
export default function SpecialEventPage() {
  const { t } = useTranslation('events');
  const { eventSlug = '' } = useParams();
  if (EVENT_SLUG.test(eventSlug)) return <ActivityEventPage slug={eventSlug} />;
  return (
    <SpecialEventFrame title={t('activity.title')} lead={t('activity.lead')} query={NONE} notFound>
      {() => null}
    </SpecialEventFrame>
  );
}
