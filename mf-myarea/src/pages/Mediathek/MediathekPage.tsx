import { useTranslation } from 'react-i18next';
import { MediathekLibrary } from '../../components/Mediathek/MediathekLibrary';
import { MediathekSummary } from '../../components/Mediathek/MediathekStats';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';

/** /myvisitx/mediathek/ (spec 000 §2): the guest's videos in the media library's tabs. */
export default function MediathekPage() {
  const { t } = useTranslation('myarea');
  return (
    <MyAreaLayout title={t('mediathek.videosTitle')} header={<MediathekSummary />}>
      <MediathekLibrary mediaType="video" />
    </MyAreaLayout>
  );
}
