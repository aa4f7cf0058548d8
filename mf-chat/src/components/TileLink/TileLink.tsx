import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  /** Where the tile leads; without it (the brand has no such route) the tile is not a link. */
  to: string | null;
  label?: string;
  children: ReactNode;
}

/** A whole tile as one in-app link: the router navigates, the page is not reloaded. */
export function TileLink({ to, label, children }: Props) {
  if (!to) return <>{children}</>;
  return (
    <Link to={to} aria-label={label} css={{ display: 'block', textDecoration: 'none', color: 'inherit' }}>
      {children}
    </Link>
  );
}
