import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { focusRing } from '@vx/shared';

interface Props {
  label: string;
  value: ReactNode;
  /** What stands under the value (online ones, a subscription's former state). */
  detail?: string;
  /** The page the figure leads to; a plain card when the brand does not compose it. */
  to: string | null;
  testId: string;
}

/** One figure of the overview, the whole card a link to its page. */
export function OverviewCard({ label, value, detail, to, testId }: Props) {
  const body = (
    <>
      <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{label}</span>
      <strong data-testid={`${testId}-value`} css={(theme) => ({ fontSize: theme.fontSize.section, overflowWrap: 'anywhere' })}>
        {value}
      </strong>
      {detail ? <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{detail}</span> : null}
    </>
  );
  return (
    <li data-testid={testId} css={{ display: 'flex' }}>
      {to ? (
        <Link
          to={to}
          css={(theme) => ({
            ...card(theme),
            color: theme.colors.text,
            textDecoration: 'none',
            '&:hover': { background: theme.colors.surfaceRaised },
            ...focusRing(theme),
          })}
        >
          {body}
        </Link>
      ) : (
        <div css={card}>{body}</div>
      )}
    </li>
  );
}

const card = (theme: import('@emotion/react').Theme) => ({
  flex: 1,
  display: 'grid',
  gap: theme.space(1),
  alignContent: 'start',
  padding: theme.space(4),
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});
