import { Button } from '@vx/shared';

/**
 * Under a list the server pages (usePagedList): the next page joins the list above it, as the media
 * library's "load more" does. `label` says how many are shown of how many, in the guest's language.
 */
export function ShowMore({ label, onMore }: { label: string; onMore: () => void }) {
  return (
    <div css={(theme) => ({ marginTop: theme.space(4), display: 'flex', justifyContent: 'center' })}>
      <Button variant="secondary" onClick={onMore}>
        {label}
      </Button>
    </div>
  );
}
