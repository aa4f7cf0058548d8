import { Skeleton } from '@vx/shared';

/** Stands in for a grid of posts while it loads. */
export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true" css={(theme) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' })}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} aspectRatio="4 / 3" />
      ))}
    </div>
  );
}
