import { useTranslation } from 'react-i18next';
import { MediathekLibrary } from '../../components/Mediathek/MediathekLibrary';
import { MediathekSummary } from '../../components/Mediathek/MediathekStats';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';

/** /myvisitx/mediathek/photos/ (spec 000 §2): the guest's albums and pictures in the media library's tabs. */
export default function MediathekPhotosPage() {
  const { t } = useTranslation('myarea');
  return (
    <MyAreaLayout title={t('mediathek.photosTitle')} header={<MediathekSummary />}>
      <MediathekLibrary mediaType="photo" />
    </MyAreaLayout>
  );
}
