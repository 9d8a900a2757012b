import type { SourceRef } from '#core';
import { readableSourceDate } from '../model/source-date.ts';

/**
 * What a page rests on, ended with on the page (issue 17): each source's title, linked where it has
 * an address, and its date; then when the page was last reviewed.
 */
export function PageSources({
  sources,
  lastReviewedIso,
  headingLevel = 2,
  className,
}: {
  sources: readonly SourceRef[];
  lastReviewedIso?: string | undefined;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (sources.length === 0 && !lastReviewedIso) return null;
  return (
    <section aria-label="Sources and review" className={className} data-testid="page-sources">
      {sources.length > 0 ? (
        <>
          <Heading className={headingLevel === 2 ? 'text-xl font-bold text-ink' : 'text-sm font-semibold text-ink'}>Sources</Heading>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
            {sources.map((source) => (
              <li key={source.title}>
                {source.url ? (
                  <a href={source.url} rel="noreferrer" className="text-brand-800 underline underline-offset-2">
                    {source.title}
                  </a>
                ) : (
                  source.title
                )}
                <span className="text-slate-600">, {readableSourceDate(source.date)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {lastReviewedIso ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="last-reviewed">
          Last reviewed: <time dateTime={lastReviewedIso}>{readableSourceDate(lastReviewedIso)}</time>
        </p>
      ) : null}
    </section>
  );
}
