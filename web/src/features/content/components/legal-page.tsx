import type { LegalPage } from '#content/schema.ts';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import { BackLink } from './back-link.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { readableSourceDate } from '../model/source-date.ts';
import { webPageJsonLd } from '../model/structured-data.ts';

/** Title, description, canonical and breadcrumb data of /privacy and /terms. */
export function legalPageMeta({
  title,
  description,
  path,
  lastReviewedIso,
}: {
  title: string;
  description: string;
  path: string;
  lastReviewedIso?: string | undefined;
}) {
  return pageMeta({
    title: `${title} | Salary Reality Check`,
    description,
    path,
    structuredData: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: title, path },
      ]),
      ...(lastReviewedIso ? [webPageJsonLd({ path, name: title, description, dateModified: lastReviewedIso })] : []),
    ],
  });
}

/** /privacy and /terms: plain text from content/legal, with the spec's sections and date. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <ContentPageLayout>
      <article className="mx-auto max-w-3xl">
        <BackLink to="/">Back to Calculator</BackLink>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Last updated {page.lastUpdated}
          {page.lastReviewed ? (
            <>
              {' '}
              · Last reviewed <time dateTime={page.lastReviewed}>{readableSourceDate(page.lastReviewed)}</time>
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
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800 marker:text-brand-700">
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
