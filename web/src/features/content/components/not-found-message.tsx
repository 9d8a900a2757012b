import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '#web/i18n/use-translation.ts';
import { ContentPageLayout } from './content-page-layout.tsx';

interface NotFoundMessageProps {
  title: string;
  message: string;
  /** The way back, e.g. to /blog with "Back to Blog" (the path in the page's language). */
  back: { to: string; label: string };
}

/**
 * A route's ErrorBoundary for its loader's 404: 'Post Not Found' and 'Country Not Found' (spec 001
 * section 8). Any other error goes on to the root boundary.
 */
export function NotFoundMessage({ title, message, back }: NotFoundMessageProps) {
  const t = useT();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <ContentPageLayout>
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center py-16 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800 rtl:tracking-normal">{t('contentPage.error404')}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-4 text-slate-700">{message}</p>
        <a
          href={back.to}
          className="mt-8 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {back.label}
        </a>
      </div>
    </ContentPageLayout>
  );
}
