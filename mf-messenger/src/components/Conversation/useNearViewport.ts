import { useEffect, useRef, useState } from 'react';

/** How far outside the viewport an element counts as near: its picture is fetched before it scrolls in. */
const NEAR_MARGIN = '300px 0px';

/**
 * True once the element has come near the viewport, and from then on (a picture fetched stays). Where
 * IntersectionObserver is missing (jsdom, old browsers) it is true at once, so nothing stays unloaded.
 */
export function useNearViewport<T extends Element>() {
  const element = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return { ref: element, near };
}
