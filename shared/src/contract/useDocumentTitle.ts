import { useEffect } from 'react';
import { usePlatform } from './platform';

/**
 * Sets the tab title to "page | brand" (or the brand alone for null) while the page is shown, in
 * every app and remote the same way, so a page names the brand it is shown on. `undefined` leaves
 * the title to a part of the page that names it itself (an item inside a frame); `exact` sets a
 * title that is whole already (a server's SEO title).
 */
export function useDocumentTitle(title: string | null | undefined, { exact = false }: { exact?: boolean } = {}): void {
  const { brand } = usePlatform();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title === null ? brand.name : exact ? title : `${title} | ${brand.name}`;
  }, [title, exact, brand.name]);
}
