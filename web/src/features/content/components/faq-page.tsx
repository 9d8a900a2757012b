import { useT } from '#web/i18n/use-translation.ts';
import type { FaqItemView } from '../model/faq-view.ts';
import { BackLink } from './back-link.tsx';
import { ContentPageLayout } from './content-page-layout.tsx';
import { Icon } from './icons.tsx';
import { PageSources } from './page-sources.tsx';
import { RichText } from './rich-text.tsx';

/**
 * /faq and /ar/faq: independent items, several open at once. Native <details>/<summary> rather than
 * Radix Accordion: Radix renders a closed item's answer only after it opens, even with forceMount,
 * but the answers must be in the prerendered HTML (crawlers, find-in-page, the FAQPage JSON-LD lists
 * them) and must open without JavaScript. The disclosure needs no script at all.
 */
export function FaqPage({ items, lastReviewedIso }: { items: readonly FaqItemView[]; lastReviewedIso?: string | undefined }) {
  const t = useT();
  return (
    <ContentPageLayout>
      <div className="mx-auto max-w-3xl">
        <BackLink to="/">{t('contentPage.backToCalculator')}</BackLink>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{t('faq.title')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('faq.intro')}</p>
        <div className="mt-8 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {items.map((item) => (
            <details key={item.id} id={item.id} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                <h2 className="text-base font-semibold text-ink">{item.question}</h2>
                <Icon name="chevronDown" className="h-5 w-5 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <RichText html={item.answerHtml} as="div" className="px-5 pb-5 leading-relaxed text-slate-800" />
              <PageSources sources={item.sources} headingLevel={3} className="px-5 pb-5" />
            </details>
          ))}
        </div>
        <PageSources sources={[]} lastReviewedIso={lastReviewedIso} className="mt-6" />
      </div>
    </ContentPageLayout>
  );
}
