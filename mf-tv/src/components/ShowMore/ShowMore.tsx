import { useTranslation } from 'react-i18next';
import { Button } from '@vx/shared';

/** "Show more" under a list paged 30 at a time; busy while the next page loads. */
export function ShowMore({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const { t } = useTranslation('tv');
  return (
    <div css={{ display: 'flex', justifyContent: 'center' }}>
      <Button variant="secondary" onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? t('tv.series.loadingMore') : t('tv.series.showMore')}
      </Button>
    </div>
  );
}
