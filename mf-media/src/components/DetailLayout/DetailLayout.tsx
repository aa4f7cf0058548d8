import { useEffect, type ReactNode } from 'react';
import { mq, QueryState, Skeleton, srcSet, type ImageSet, type QueryLike } from '@vx/shared';
import { isNotFound } from '../../queries/media';
import { MediaMarks, type MediaMark } from '../MediaMarks/MediaMarks';
import { tileOverlay } from '../tileStyles';

const layout = {
  display: 'grid',
  gap: 24,
  paddingBottom: 32,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)', alignItems: 'start' },
} as const;

/** A media item's page: the picture on the left (on top on phones), its facts beside it. */
export function DetailLayout({ media, children, testId }: { media: ReactNode; children: ReactNode; testId: string }) {
  return (
    <article data-testid={testId} css={layout}>
      <div css={{ minWidth: 0 }}>{media}</div>
      <div css={{ minWidth: 0, display: 'grid', gap: 16, alignContent: 'start' }}>{children}</div>
    </article>
  );
}

/** A media item's big picture (a video's preview, an album's cover) with its marks over it. */
export function DetailImage({ image, alt, marks }: { image: ImageSet; alt: string; marks: Partial<Record<MediaMark, boolean>> }) {
  return (
    <div css={{ position: 'relative' }}>
      <img
        src={image.w1280}
        srcSet={srcSet(image)}
        sizes="(min-width: 992px) 60vw, 100vw"
        width={1280}
        height={960}
        alt={alt}
        css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
      />
      <div css={tileOverlay}>
        <MediaMarks marks={marks} />
      </div>
    </div>
  );
}

interface DetailStateProps<T extends { title: string }> {
  query: QueryLike<T> & { error: unknown };
  texts: { loading: string; error: string; notFound: string };
  /** Told the item's title once it is known, so the page can name it in the document title. */
  onTitle?: (title: string) => void;
  children: (item: T) => ReactNode;
}

/** A media item's page around its query: the skeleton, not found or failed, and the title told to the page. */
export function DetailState<T extends { title: string }>({ query, texts, onTitle, children }: DetailStateProps<T>) {
  const title = query.data?.title;
  useEffect(() => {
    if (title !== undefined) onTitle?.(title);
  }, [title, onTitle]);
  return (
    <QueryState
      query={query}
      loading={<DetailSkeleton label={texts.loading} />}
      error={texts.error}
      notFound={isNotFound(query.error) ? texts.notFound : undefined}
    >
      {children}
    </QueryState>
  );
}

/** The shape of a detail page while it loads, so nothing shifts when it arrives. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} css={layout}>
      <Skeleton aspectRatio="4 / 3" />
      <div css={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} />
        <Skeleton height={20} width="60%" />
        <Skeleton height={44} width={200} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}

/** Label and value pairs of a media item (duration, likes, pictures, price). */
export function Facts({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl
      css={(theme) => ({
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '6px 16px',
        '& dt': { color: theme.colors.textMuted },
        '& dd': { margin: 0 },
      })}
    >
      {items.map((item) => (
        <div key={item.label} css={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
