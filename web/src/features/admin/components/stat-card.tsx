import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A second line: a share, a unit, a comparison. */
  detail?: ReactNode;
  tone?: 'default' | 'positive' | 'caution' | 'negative';
}

const toneClasses = {
  default: 'border-slate-200',
  positive: 'border-s-4 border-slate-200 border-s-emerald-600',
  caution: 'border-s-4 border-slate-200 border-s-amber-500',
  negative: 'border-s-4 border-slate-200 border-s-red-600',
} as const;

/** One figure, large enough to read at a glance; a description list keeps label and value paired. */
export function StatCard({ label, value, detail, tone = 'default' }: StatCardProps) {
  return (
    <div className={`min-w-0 rounded-xl border bg-white p-3 ${toneClasses[tone]}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums text-ink">{value}</dd>
      {detail ? <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}
