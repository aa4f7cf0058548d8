import { lazy, Suspense, useEffect, useState } from 'react';
import { useServices } from '../platform/ServicesContext';

// The dialog (and Radix) load with the first question, never on the start page.
const PurchaseConfirmDialog = lazy(() => import(/* webpackChunkName: "purchase-confirm" */ './PurchaseConfirmDialog'));

/** Shows the open question before coins are spent (platform.confirmPurchase), if there is one. */
export function PurchaseConfirmHost() {
  const { purchaseQuestions } = useServices();
  const [open, setOpen] = useState(purchaseQuestions.open$.value);
  useEffect(() => {
    const subscription = purchaseQuestions.open$.subscribe(setOpen);
    return () => subscription.unsubscribe();
  }, [purchaseQuestions]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseConfirmDialog open={open} onOptOut={() => purchaseQuestions.optOut()} />
    </Suspense>
  );
}
