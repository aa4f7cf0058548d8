import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Container, Skeleton, TileGrid, usePlatform } from '@vx/shared';
import { ActorTile } from '../../components/ActorTile/ActorTile';
import { useOnlineActors } from './useOnlineActors';

const FIRST_ROW = 6;

function readPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /cams/: every actor online now, 30 a page; the grid follows online and offline events live. */
export default function CamsPage() {
  const { t } = useTranslation('chat');
  const { href } = usePlatform();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data, isPending, isError, refetch, pageSize } = useOnlineActors(page);

  useEffect(() => {
    document.title = `${t('cams.title')} | ${t('brandSuffix')}`;
  }, [t]);

  const pageHref = (target: number) => `${href('cams')}${target > 1 ? `?page=${target}` : ''}`;

  return (
    <Container as="section">
      <h1 css={{ margin: '24px 0 4px', fontSize: 28 }}>{t('cams.title')}</h1>
      <p css={(theme) => ({ margin: '0 0 16px', color: theme.colors.textMuted })} aria-live="polite" data-testid="cams-count">
        {data ? t('cams.online', { count: data.totalHits }) : '\u00a0'}
      </p>
      {isError && !data ? (
        <div role="alert" css={{ padding: 24, textAlign: 'center' }}>
          <p>{t('cams.error')}</p>
          <Button onClick={() => void refetch()}>{t('cams.retry')}</Button>
        </div>
      ) : isPending ? (
        <TileGrid label={t('cams.title')}>
          {Array.from({ length: pageSize }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="4 / 3" />
              <div css={{ height: 70 }} />
            </li>
          ))}
        </TileGrid>
      ) : data.actors.length === 0 ? (
        <p data-testid="cams-empty">{t('cams.empty')}</p>
      ) : (
        <TileGrid label={t('cams.title')}>
          {data.actors.map((actor, index) => (
            <ActorTile key={actor.id} actor={actor} eager={index < FIRST_ROW} />
          ))}
        </TileGrid>
      )}
      {data && data.maxPage > 1 && (
        <nav aria-label={t('cams.pagination')} css={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center', margin: '24px 0' }}>
          {page > 1 ? <Link to={pageHref(page - 1)}>{t('cams.previous')}</Link> : <span />}
          <span>{t('cams.page', { page, max: data.maxPage })}</span>
          {page < data.maxPage ? <Link to={pageHref(page + 1)}>{t('cams.next')}</Link> : <span />}
        </nav>
      )}
    </Container>
  );
}
