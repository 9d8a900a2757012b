import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteError } from 'react-router';
import { i18nFor } from '#web/i18n/i18n.ts';
import { languageOfPath, pathIn, textDirection } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { UpdatePrompt } from '#web/components/pwa/update-prompt.tsx';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { NotFoundPage } from '#web/components/layout/not-found-page.tsx';
import { usePageTracking } from '#web/lib/use-page-tracking.ts';
import appStylesheet from './app.css?url';
import { holdsScriptsUntilFirstPaint, startAfterFirstPaint } from './after-first-paint.ts';
import { isStaticPage } from './static-pages.ts';

// The page script's address: its source in development, the hashed file in a build (vite.config.ts).
declare const __PAGE_SCRIPT_URL__: string;

// The chrome's words come with each route module in its page's language (web/src/i18n/site-catalogues/).

export function links() {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  // A static page (ADR 0011) gets the small page script instead of React Router's scripts: no
  // modulepreloads, no hydration context, no framework.
  const handles = useMatches().map((match) => match.handle);
  const staticPage = isStaticPage(handles);
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* With a precedence React emits the stylesheet before the script preloads, so the first
            paint does not wait behind them on a slow connection. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18nFor(language)}>
          {/* Radix primitives (toggle groups, tabs, switches) read the direction from here, not from <html dir>. */}
          <DirectionProvider dir={textDirection(language)}>
            <SkipLink />
            {children}
          </DirectionProvider>
        </I18nProvider>
        {staticPage ? (
          <script type="module" src={__PAGE_SCRIPT_URL__} />
        ) : (
          <>
            <Scripts />
            {/* Starts React Router's scripts, held back by entry.server.tsx, after the first paint. Its
                text is in the server's render only: hydration keeps the element as it is, and the
                browser never runs it again, so the client bundle does not carry it (JS budget). */}
            {holdsScriptsUntilFirstPaint(handles) && (
              <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startAfterFirstPaint : '' }} />
            )}
          </>
        )}
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t('skipToContent')}
    </a>
  );
}

// TanStack Query comes with what uses it (the calculator's feedback form, the operator area), and the
// toast viewport loads on the first toast (JS budget, issues 5 and 12).
export default function App() {
  usePageTracking();
  // Hydrated: a button tapped before the app ran is clicked again (after-first-paint.ts).
  useEffect(() => window.heldTap?.replay(), []);
  return (
    <>
      <Outlet />
      <LazyToaster />
      <UpdatePrompt />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const language = useLanguage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="mt-3 text-slate-700">{t('error.text')}</p>
      <a className="mt-6 inline-block font-semibold text-brand-800 underline" href={pathIn(language, '/')}>
        {t('error.back')}
      </a>
    </main>
  );
}
