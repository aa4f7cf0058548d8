import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { VideoListView } from '../VideoList/VideoListView';

/** /search/videos/{searchPattern}/ (spec 000 §2): videos whose title, actor or tag holds the pattern, with the grid filter. */
export default function VideoSearchPage() {
  const { t } = useTranslation('media');
  const pattern = (useParams().searchPattern ?? '').trim();
  return <VideoListView key={pattern} section={{ search: pattern }} title={t('videoList.searchTitle', { pattern })} />;
}
