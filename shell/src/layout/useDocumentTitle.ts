import { useEffect } from 'react';
import { usePlatform } from '@vx/shared';

/** Sets the tab title to "page | brand" (or the brand alone) while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  const { brand } = usePlatform();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
