import { useEffect } from 'react';
import { brandTitle } from '../protocol/brand';
import { usePlatform } from './platform';

/**
 * Sets the tab title to "page | brand" (or the brand alone for null) while the page is shown, in
 * every app and remote the same way, so a page names the brand it is shown on; a server's SEO title
 * is the page's part too. `undefined` leaves the title to a part of the page that names it itself
 * (an item inside a frame).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { brand } = usePlatform();
  useEffect(() => {
    if (title === undefined) return;
    document.title = brandTitle(title, brand.name);
  }, [title, brand.name]);
}
