import type { LegalPage } from '#content/schema.ts';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn, type Language } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { BackLink } from './back-link.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { dateLabelIn, readableSourceDate } from '../model/source-date.ts';
import { webPageJsonLd } from '../model/structured-data.ts';

/**
 * Title, description, canonical and breadcrumb data of /privacy and /terms and their Arabic pages.
 * `path` is the page's own (/ar/privacy in Arabic); both languages are listed as alternates.
 */
export function legalPageMeta({
  title,
  description,
  path,
  lastReviewedIso,
  language = 'en',
}: {
  title: string;
  description: string;
  path: string;
  lastReviewedIso?: string | undefined;
  language?: Language;
}) {
  const t = translator(language);
  return pageMeta({
    title: `${title} | Salary Reality Check`,
    description,
    path,
    language,
    translated: true,
    structuredData: [
      breadcrumbJsonLd([
        { name: t('contentPage.breadcrumbHome'), path: pathIn(language, '/') },
        { name: title, path },
      ]),
      ...(lastReviewedIso ? [webPageJsonLd({ path, name: title, description, dateModified: lastReviewedIso, language })] : []),
    ],
  });
}

/** /privacy and /terms (and /ar/…): plain text from content/legal, with the spec's sections and date. */
export function LegalPageView({ page }: { page: LegalPage }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ContentPageLayout>
      <article className="mx-auto max-w-3xl">
        <BackLink to="/">{t('contentPage.backToCalculator')}</BackLink>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('legal.lastUpdated', { date: dateLabelIn(page.lastUpdated, language) })}
          {page.lastReviewed ? (
            <>
              {' · '}
              {t('legal.lastReviewed')} <time dateTime={page.lastReviewed}>{readableSourceDate(page.lastReviewed, language)}</time>
            </>
          ) : null}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-800">{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-bold text-ink sm:text-2xl">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.items && section.items.length > 0 ? (
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-800 marker:text-brand-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </ContentPageLayout>
  );
}
