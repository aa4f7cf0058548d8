import { lazy, Suspense } from 'react';
import { useNotifications } from './useNotifications';

// The cards load with the first notification to show, not with the start page.
const FloatingCards = lazy(() =>
  import(/* webpackChunkName: "floating-notifications" */ './FloatingCards').then((module) => ({ default: module.FloatingCards })),
);

/**
 * The floating notifications (spec 001 §7.3, target `floating`): the unseen ones of the newest,
 * in a corner of the page; closing one marks it seen, opening it marks it read.
 */
export function FloatingNotifications() {
  const notifications = useNotifications('floating');
  if (notifications.unseen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FloatingCards items={notifications.unseen} onRead={notifications.markRead} onClose={(id) => notifications.markSeen([id])} />
    </Suspense>
  );
}
