import { arabicAsOfLabel, type SourceCatalogueEntry, type SourceCatalogueSection } from '#core';
import { sourceText } from '#web/i18n/source-text.ts';
import { breadcrumbJsonLd, pageMeta } from '#web/components/seo/page-meta.ts';
import type { MessageId } from '#web/i18n/i18n.ts';
import { translator } from '#web/i18n/i18n.ts';
import { pathIn, type Language } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { readableSourceDate } from '../model/source-date.ts';
import { BackLink } from './back-link.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { Icon } from './icons.tsx';
import { PublicationTitle } from './publication-title.tsx';

type SourceRef = SourceCatalogueEntry['source']['sources'][number];
type Entry = SourceCatalogueEntry;
type Section = SourceCatalogueSection;

const kindLabels: Readonly<Record<SourceRef['kind'], MessageId>> = {
  official: 'sourcesPage.kind.official',
  newspaper: 'sourcesPage.kind.newspaper',
  secondary: 'sourcesPage.kind.secondary',
  research: 'sourcesPage.kind.research',
};

/**
 * Title, description, canonical and breadcrumb data of /sources and /ar/sources: the page
 * is in both languages, each listed as the other's alternate.
 */
export function sourcesPageMeta(language: Language = 'en') {
  const t = translator(language);
  const path = pathIn(language, '/sources');
  return pageMeta({
    title: t('sourcesPage.metaTitle'),
    description: t('sourcesPage.metaDescription'),
    path,
    language,
    translated: true,
    keywords: t('sourcesPage.metaKeywords').split(/[,،] /),
    structuredData: [
      breadcrumbJsonLd([
        { name: t('contentPage.breadcrumbHome'), path: pathIn(language, '/') },
        { name: t('sourcesPage.breadcrumb'), path },
      ]),
    ],
  });
}

// Text styles are inherited from the lists (colour, leading) and links take the .rich-text style, so
// the 240-odd entries do not each repeat a dozen classes: the page's HTML stays about half as long.
function SourceItem({ source }: { source: SourceRef }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li>
      {source.url ? (
        <a href={source.url} rel="noreferrer">
          <PublicationTitle title={source.title} />
        </a>
      ) : (
        <PublicationTitle title={source.title} />
      )}{' '}
      <span className="text-slate-600">
        {t('sourcesPage.kindAndDate', { kind: t(kindLabels[source.kind]), date: readableSourceDate(source.date, language) })}
      </span>
    </li>
  );
}

function FigureEntry({ figure, entry, headingLevel }: { figure: string; entry: Entry; headingLevel: 3 | 4 }) {
  const t = useT();
  const language = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { explanation, sources, asOf, assumption } = sourceText(entry.source, language, t);
  return (
    <li className="py-5">
      <Heading className="font-semibold text-ink">{figure}</Heading>
      <p className="mt-1">{explanation}</p>
      {assumption ? (
        <p className="mt-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <strong className="text-amber-900">{t('sourcesPage.assumption')}</strong> {assumption}
        </p>
      ) : null}
      {/* A figure no source gives (an estimate to edit) says so in its assumption, and lists no sources. */}
      <p className="mt-2 text-sm text-slate-600">{t('sourcesPage.asOf', { asOf, count: sources.length })}</p>
      {sources.length > 0 ? (
        <ul className="rich-text mt-1 list-disc space-y-1 ps-5 text-sm break-words">
          {sources.map((source) => (
            <SourceItem key={source.title} source={source} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function CatalogueSection({ section }: { section: Section }) {
  const t = useT();
  const headingId = `${section.id}-heading`;
  const title = t(section.title);
  const entries = (group: Section['groups'][number], headingLevel: 3 | 4) =>
    group.entries.map((entry) => {
      const figure = t(entry.figure);
      return <FigureEntry key={figure} figure={figure} entry={entry} headingLevel={headingLevel} />;
    });
  return (
    <section id={section.id} aria-labelledby={headingId} className="mt-12 scroll-mt-4">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">{t(section.intro)}</p>
      {section.groups.map((group, index) =>
        group.title ? (
          <details key={index} className="group mt-3 rounded-2xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 hover:bg-slate-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base font-semibold text-ink">
                {t(group.title)}
                {group.detail ? <span className="font-normal text-slate-600">{` (${t(group.detail)})`}</span> : null}
              </h3>
              <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="divide-y divide-slate-200 px-5 leading-relaxed text-slate-800">{entries(group, 4)}</ul>
          </details>
        ) : (
          <ul key={index} className="mt-2 divide-y divide-slate-200 leading-relaxed text-slate-800">
            {entries(group, 3)}
          </ul>
        ),
      )}
    </section>
  );
}

/**
 * /sources and /ar/sources: every figure's explanation, sources and date, as the results and the PDF
 * show them. `sections` are sourcesPageCatalogue() of the core, said in the page's language;
 * `dataDate` is the data's month ("October 2025"), said in Arabic on the Arabic page.
 */
export function SourcesPage({ sections, dataDate }: { sections: readonly Section[]; dataDate: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ContentPageLayout>
      <div className="mx-auto max-w-3xl">
        <BackLink to="/">{t('contentPage.backToCalculator')}</BackLink>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{t('sourcesPage.title')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {t('sourcesPage.intro', { dataDate: language === 'ar' ? arabicAsOfLabel(dataDate) : dataDate })}
        </p>
        <nav aria-labelledby="sources-contents" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="sources-contents" className="text-base font-semibold text-ink">
            {t('sourcesPage.contents')}
          </h2>
          <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-brand-800 underline-offset-4 hover:underline">
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <CatalogueSection key={section.id} section={section} />
        ))}
      </div>
    </ContentPageLayout>
  );
}
