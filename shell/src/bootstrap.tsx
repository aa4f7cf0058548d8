// First: the page's CSP decides how the modules below may make their schemas and styles.
import './csp/pageCsp';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isLanguage } from '@vx/shared';
import { App } from './App';
import { readBrand } from './brand/readBrand';
import { handOffFirstView } from './firstView/handoff';
import { loadShellLocale } from './i18n/shellLocale';
import { connectRealtime } from './platform/realtime';
import { createServices } from './platform/services';

async function start() {
  const brand = await readBrand();
  const prefix = window.location.pathname.split('/')[1];
  const language = isLanguage(prefix) ? prefix : brand.defaultLanguage;
  const services = createServices(brand, language);
  connectRealtime(services);
  // The guest, the strings and the socket start together; the page renders once strings are there.
  const guestLoaded = services.session.load().finally(() => services.socket.start());
  await Promise.all([loadShellLocale(services.i18n, language), guestLoaded]);
  handOffFirstView();
  // As a transition React renders the app in slices and yields between them: no long task at start (TBT).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App services={services} />));
}

void start();
