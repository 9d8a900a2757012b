import { indicativeSalary, type GuideView } from '../model/guide-view.ts';

/** Salary (labelled indicative: it has no source), Cost Index and Tax Rate (spec 001 section 2). */
export function GuideSummaryCards({ guide }: { guide: GuideView }) {
  const cards = [
    { label: indicativeSalary.label, value: guide.avgSalary, note: `per month; ${indicativeSalary.source}` },
    { label: 'Cost Index', value: String(guide.costIndex), note: `family of four, mean of ${guide.cities.length} cities; Dubai = 100` },
    { label: 'Tax Rate', value: '0% Income Tax', note: guide.vatRate > 0 ? `VAT ${guide.vatRate}% on most spending` : 'and no VAT' },
  ];
  return (
    <section aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="sr-only">
        {guide.name} at a glance
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
