import { Button } from '@vx/shared';

interface Props {
  /** The button's words ("Show more"), in the guest's language. */
  label: string;
  /** How many are shown of how many, in the guest's language. */
  status: string;
  /** The next page is on its way: the button waits. */
  loading: boolean;
  onMore: () => void;
  testId?: string;
}

/** Under a list the server pages: the count shown, and a button that joins the next page to the list. */
export function BlogMore({ label, status, loading, onMore, testId }: Props) {
  return (
    <div css={(theme) => ({ marginTop: theme.space(4), display: 'grid', justifyItems: 'center', gap: theme.space(2) })}>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>{status}</p>
      <Button variant="secondary" onClick={onMore} disabled={loading} aria-busy={loading || undefined} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
