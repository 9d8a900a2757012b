import type { ReactNode } from 'react';
import { ContentPageLayout } from './content-page-layout.tsx';

interface NotFoundMessageProps {
  title: string;
  message: string;
  /** The way back: "Back to Blog" or "Back to Calculator". */
  action: ReactNode;
}

/** 'Post Not Found' and 'Country Not Found' (spec 001 section 8), served with status 404. */
export function NotFoundMessage({ title, message, action }: NotFoundMessageProps) {
  return (
    <ContentPageLayout>
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center py-16 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-4 text-slate-700">{message}</p>
        <div className="mt-8">{action}</div>
      </div>
    </ContentPageLayout>
  );
}
