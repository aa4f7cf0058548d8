import type { ReactNode } from 'react';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';

/** A magazine page: the content column, its one h1 (also the tab's title) and what the page shows under it. */
export function BlogLayout({ title, header, children }: { title: string; header?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container>
      <PageHeader title={title}>{header}</PageHeader>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(8), paddingBottom: theme.space(10), minWidth: 0 })}>{children}</div>
    </Container>
  );
}
