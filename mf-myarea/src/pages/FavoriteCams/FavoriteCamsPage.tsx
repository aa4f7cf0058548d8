import { useTranslation } from 'react-i18next';
import { FavouriteModels } from '../../components/Favourites/FavouriteModels';
import { PinnedMedia } from '../../components/Favourites/PinnedMedia';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';

/**
 * /myvisitx/favorite-cams/ (spec 000 §2 favourites): the pinned models, online first and live on the
 * bus, with their alerts and unpin; then the pinned albums, photos and sedcards.
 */
export default function FavoriteCamsPage() {
  const { t } = useTranslation('myarea');
  return (
    <MyAreaLayout title={t('favourites.title')}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6) })}>
        <FavouriteModels />
        <PinnedMedia />
      </div>
    </MyAreaLayout>
  );
}
