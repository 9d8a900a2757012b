import { useT } from '#web/i18n/use-translation.ts';
import type { GuideView } from '../model/guide-view.ts';

/** Salary (labelled indicative: it has no source), Cost Index and Tax Rate (spec 001 section 2). */
export function GuideSummaryCards({ guide }: { guide: GuideView }) {
  const t = useT();
  const cards = [
    { label: t('guide.indicativeSalary.label'), value: guide.avgSalary, note: t('guide.indicativeSalary.note') },
    {
      label: t('guide.costIndex.label'),
      value: String(guide.costIndex),
      note: t('guide.costIndex.note', { count: guide.cities.length }),
    },
    {
      label: t('guide.taxRate.label'),
      value: t('guide.taxRate.value'),
      note: guide.vatRate > 0 ? t('guide.taxRate.vat', { rate: guide.vatRate }) : t('guide.taxRate.noVat'),
    },
  ];
  return (
    <section aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="sr-only">
        {t('guide.atAGlance', { name: guide.name })}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ label, value, note }) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="mt-2 text-2xl font-extrabold text-ink">{value}</dd>
            <dd className="mt-1 text-sm text-slate-600">{note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
