import { useTranslation } from 'react-i18next';
import { LoadError, Skeleton } from '@vx/shared';
import { useShows, type ShowFilter } from '../../queries/shows';
import { ShowCard } from '../ShowCard/ShowCard';

/** Loading, error, empty and the list of shows, in the server's order (featured first, then by start). */
export function ShowList({ filter, emptyText, withActor = true }: { filter: ShowFilter; emptyText: string; withActor?: boolean }) {
  const { t } = useTranslation('chat');
  const shows = useShows(filter);

  if (shows.isPending) {
    return (
      <div aria-busy="true" aria-label={t('shows.loading')} css={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={180} />
        ))}
      </div>
    );
  }
  if (shows.isError) {
    return (
      <LoadError message={t('shows.error.load')} retry={() => void shows.refetch()} />
    );
  }
  if (shows.data.shows.length === 0) return <p data-testid="shows-empty">{emptyText}</p>;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {shows.data.shows.map((show) => (
        <li key={show.id}>
          <ShowCard show={show} withActor={withActor} />
        </li>
      ))}
    </ul>
  );
}
