import type { ReactNode } from 'react';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { PageScriptWords } from './page-script-words.tsx';

/**
 * Header, the page's main landmark and the shared footer: the frame of every content page, with the
 * words its page script shows (toasts, Save) in the page's language.
 */
export function ContentPageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-4 sm:pt-10">
        {children}
      </main>
      <SiteFooter />
      <PageScriptWords />
    </>
  );
}
