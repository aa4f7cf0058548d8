import { useEffect, useRef } from 'react';
import { usePlatform, type FeedPost } from '@vx/shared';
import { usePostAction } from '../../queries/feed';

/**
 * Reports a post as viewed (viewedPost) once half of it has been on screen, for a logged-in guest
 * who has not seen it before; visitors report nothing. Returns the ref for the post's element.
 */
export function useReportViewed(post: FeedPost) {
  const { guest } = usePlatform();
  const viewed = usePostAction('viewedPost');
  const element = useRef<HTMLElement>(null);
  const report = viewed.mutate;
  const due = guest.isLoggedIn && !post.guestState.viewed;
  useEffect(() => {
    const target = element.current;
    if (!due || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        report(post.id);
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [due, post.id, report]);
  return element;
}
