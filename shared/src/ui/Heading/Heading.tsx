import type { ReactNode } from 'react';
import type { PlatformTheme } from '../theme';

type Size = keyof PlatformTheme['fontSize'];

const defaultSize: Record<1 | 2 | 3, Size> = { 1: 'page', 2: 'section', 3: 'subsection' };

interface Props {
  level: 1 | 2 | 3;
  /** A step of the type scale; by default the level's own. */
  size?: Size;
  id?: string;
  /** Lets a caller's `css` add spacing or wrapping. */
  className?: string;
  children: ReactNode;
}

/** A heading sized from the type scale, without margins: the layout around it spaces it. */
export function Heading({ level, size = defaultSize[level], id, className, children }: Props) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className} css={(theme) => ({ margin: 0, fontSize: theme.fontSize[size] })}>
      {children}
    </Tag>
  );
}

/** The top of a page: its one h1 and what belongs to it (a lead, a count, filters). */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header css={(theme) => ({ margin: `${theme.space(6)}px 0 ${theme.space(3)}px`, display: 'grid', gap: theme.space(2) })}>
      <Heading level={1}>{title}</Heading>
      {children}
    </header>
  );
}
