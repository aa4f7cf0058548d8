import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AlbumDetail } from '../../queries/albums';

type PicturePage = AlbumDetail['pictures'];
/** A picture of the page shown, or the first/last picture of a page being turned to (`from` stays shown until it arrives). */
type Target = { pictureId: number } | { page: number; at: 'first' | 'last'; from: number };

/**
 * The picture the viewer shows, across the album's pages of 14: turning past the page's last picture
 * opens the next page at its first, past the first the previous page at its last (the last page and
 * the first follow each other). `?page=` follows, so closing the viewer leaves the guest on the page
 * of the picture seen last. `placeholder`: the pictures are still the previous page's (loading).
 */
export function useViewerAcrossPages(pictures: PicturePage | undefined, placeholder: boolean) {
  const [target, setTarget] = useState<Target | null>(null);
  const [, setParams] = useSearchParams();
  const open = (pictures?.items ?? []).filter((picture) => picture.image !== null);
  const indexOf = (pictureId: number) => open.findIndex((picture) => picture.id === pictureId);

  let index = -1;
  if (target && 'pictureId' in target) index = indexOf(target.pictureId);
  else if (target && pictures && !placeholder && pictures.page === target.page) index = target.at === 'first' ? 0 : open.length - 1;
  else if (target) index = indexOf(target.from);

  /** Shows the picture at `next` of the page's open pictures; one step outside turns the page. */
  const turn = (next: number) => {
    if (!pictures || open.length === 0 || index < 0) return;
    if (next >= 0 && next < open.length) return setTarget({ pictureId: open[next]!.id });
    if (pictures.maxPage <= 1) return setTarget({ pictureId: open[(next + open.length) % open.length]!.id });
    const step = next < 0 ? -1 : 1;
    const page = ((pictures.page - 1 + step + pictures.maxPage) % pictures.maxPage) + 1;
    setTarget({ page, at: step > 0 ? 'first' : 'last', from: open[index]!.id });
    setParams((params) => {
      params.set('page', String(page));
      return params;
    });
  };

  return {
    pictures: open,
    index,
    show: (pictureId: number) => setTarget({ pictureId }),
    turn,
    close: () => setTarget(null),
  };
}
