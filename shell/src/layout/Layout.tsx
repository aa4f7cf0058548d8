import type { ReactNode } from 'react';
import { FlowHost } from '../flows/FlowHost';
import { PurchaseConfirmHost } from '../purchase/PurchaseConfirmHost';
import { BrandModals } from './BrandModals/BrandModals';
import { ConsentBanner } from './ConsentBanner/ConsentBanner';
import { EasterEggs } from './EasterEggs/EasterEggs';
import { Footer } from './Footer/Footer';
import { Navbar } from './Navbar/Navbar';
import { FloatingNotifications } from './Notifications/FloatingNotifications';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink/SkipLink';
import { StatusBars } from './StatusBars/StatusBars';
import { Toasts } from './Toasts/Toasts';

/**
 * The page frame of every route: skip link, navbar with its menus, status bars, the page in
 * <main>, footer, consent banner, toasts, floating notifications, the egg hunt's eggs, the brand's modals, the flow dialogs and the purchase question.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar />
      <StatusBars />
      {/* At least a screen high: the footer starts below the fold, so content arriving later never pushes it (CLS). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        {children}
      </main>
      <Footer />
      <ConsentBanner />
      <Toasts />
      <FloatingNotifications />
      <EasterEggs />
      <BrandModals />
      <FlowHost />
      <PurchaseConfirmHost />
    </div>
  );
}
