import { useEffect, useState } from 'react';
import { loadHls, type VodHls } from '@vx/shared/player';

/** Whether a quarter of the element is on screen now (the rotator mounts only where IntersectionObserver is). */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)), { threshold: 0.25 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/** Safari (and iOS) play HLS themselves; elsewhere hls.js' light build does, loaded on the first play. */
const playsHlsNatively = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Plays `url` (an HLS playlist) in the muted video while `active`, paused otherwise; the stream is
 * attached only when first active, so a clip never shown loads nothing but its poster.
 */
export function useClipPlayback(video: HTMLVideoElement | null, url: string, active: boolean): void {
  // The URL once active, kept while inactive (paused, off screen), so the stream is not torn down.
  const [attachedUrl, setAttachedUrl] = useState<string | null>(null);
  if (active && attachedUrl !== url) setAttachedUrl(url);
  const attached = attachedUrl === url;

  useEffect(() => {
    if (!video || !attached) return;
    if (playsHlsNatively(video)) {
      video.setAttribute('src', url);
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let hls: VodHls | null = null;
    let cancelled = false;
    void loadHls().then((Hls) => {
      if (cancelled || !Hls.isSupported()) return;
      hls = new Hls({});
      hls.loadSource(url);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [video, url, attached]);

  useEffect(() => {
    if (!video || !attached) return;
    // A muted video may start by itself; a browser that still refuses leaves the poster.
    if (active) video.play()?.catch(() => undefined);
    else video.pause();
  }, [video, active, attached, url]);
}
