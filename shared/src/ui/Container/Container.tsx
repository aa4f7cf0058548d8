import type { ReactNode } from 'react';
import { mq } from '../theme';

/** The page's content column, with side padding that grows with the viewport. */
export function Container({ children, as: Tag = 'div' }: { children: ReactNode; as?: 'div' | 'main' | 'section' }) {
  return (
    <Tag
      css={(theme) => ({
        width: '100%',
        maxWidth: 1440,
        margin: '0 auto',
        padding: `0 ${theme.space(3)}px`,
        boxSizing: 'border-box',
        [mq.md]: { padding: `0 ${theme.space(6)}px` },
      })}
    >
      {children}
    </Tag>
  );
}
