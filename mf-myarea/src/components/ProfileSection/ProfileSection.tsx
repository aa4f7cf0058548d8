import { useId, type ReactNode } from 'react';
import { Heading } from '@vx/shared';

interface Props {
  title: string;
  /** A line under the heading that says what the section is for. */
  intro?: string;
  testId: string;
  children: ReactNode;
}

/** One part of the profile page: a card with its heading, named for screen readers by it. */
export function ProfileSection({ title, intro, testId, children }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      css={(theme) => ({ display: 'grid', gap: theme.space(3), padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surface, minWidth: 0 })}
    >
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {intro && <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{intro}</p>}
      {children}
    </section>
  );
}
