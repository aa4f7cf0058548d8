import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { tileLink } from '../tileStyles';

type DataAttributes = { [key: `data-${string}`]: string | number };

/** A grid item that is one in-app link, or plain content where the brand has no such route. */
export function TileItem({ to, children, ...data }: { to: string | null; children: ReactNode } & DataAttributes) {
  return (
    <li {...data} css={{ minWidth: 0 }}>
      {to ? (
        <Link to={to} css={tileLink}>
          {children}
        </Link>
      ) : (
        children
      )}
    </li>
  );
}
