import type { SourceRef } from '#core';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { readableSourceDate } from '../model/source-date.ts';
import { PublicationTitle } from './publication-title.tsx';

/**
 * What a page rests on, ended with on the page: each source's title, linked where it has
 * an address, and its date; then when the page was last reviewed. Titles are quoted as their
 * publishers wrote them, mostly in English: on an Arabic page each is isolated and marked with its
 * language (PublicationTitle) so its punctuation stays where it belongs.
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
  const t = useT();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (sources.length === 0 && !lastReviewedIso) return null;
  const title = (text: string) => <PublicationTitle title={text} />;
  return (
    <section aria-label={t('pageSources.label')} className={className} data-testid="page-sources">
      {sources.length > 0 ? (
        <>
          <Heading className={headingLevel === 2 ? 'text-xl font-bold text-ink' : 'text-sm font-semibold text-ink'}>
            {t('pageSources.heading')}
          </Heading>
          <ol className="mt-2 list-decimal space-y-1.5 ps-5 text-sm leading-relaxed text-slate-700">
            {sources.map((source) => (
              <li key={source.title}>
                {source.url ? (
                  <a href={source.url} rel="noreferrer" className="text-brand-800 underline underline-offset-2">
                    {title(source.title)}
                  </a>
                ) : (
                  title(source.title)
                )}
                <span className="text-slate-600">
                  {t('pageSources.dateSeparator')}
                  {readableSourceDate(source.date, language)}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {lastReviewedIso ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="last-reviewed">
          {t('pageSources.lastReviewed')} <time dateTime={lastReviewedIso}>{readableSourceDate(lastReviewedIso, language)}</time>
        </p>
      ) : null}
    </section>
  );
}
