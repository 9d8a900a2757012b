import { WifiOff } from 'lucide-react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * What the service worker shows for a page that was never opened on this device while there is no
 * connection (ADR 0013). The calculator itself works offline once / has been visited, so the page
 * points there. A plain link: the service worker answers it from its cache.
 */
export function OfflinePage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        <WifiOff aria-hidden="true" className="h-10 w-10 text-brand-800" />
        <h1 className="mt-3 text-3xl font-bold text-ink">You are offline</h1>
        <p className="mt-4 text-slate-700">
          This page has not been saved on this device yet, so it needs a connection. The calculator works without one: your answers, the
          results and the PDF report stay on this device.
        </p>
        <nav aria-label="While you are offline" className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" className="rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800">
            Open the calculator
          </a>
        </nav>
      </main>
      <SiteFooter />
    </>
  );
}
