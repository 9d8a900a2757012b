import { lazy, Suspense } from 'react';
import type { PeriodHours } from '#contracts/admin.ts';
import type { ResultsStats } from '#contracts/results.ts';
import { RESULTS_REFRESH_MS, useResultsStats } from '../api/results-stats.ts';
import { formatCount, formatPercent, shareOf } from '../model/admin-format.ts';
import { periodLabel } from '../model/periods.ts';
import { ExportButton } from './export-button.tsx';
import { EmptyState, Panel } from './panel.tsx';
import { PeriodSelect } from './period-select.tsx';
import { QueryView } from './query-view.tsx';
import { ResultLocationsPanels } from './result-locations-panels.tsx';
import { StatCard } from './stat-card.tsx';

const VerdictChart = lazy(() => import('./verdict-chart.tsx').then((module) => ({ default: module.VerdictChart })));

export function ResultsTab({ period, onPeriodChange }: { period: PeriodHours; onPeriodChange: (hours: PeriodHours) => void }) {
  const stats = useResultsStats(period);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2 sm:justify-end">
        <PeriodSelect value={period} onChange={onPeriodChange} />
        <ExportButton period={period} />
      </div>
      <Panel title="Calculator results" description={`${periodLabel(period)}. Verdicts reported by the results screen.`}>
        <QueryView query={stats} label="calculator results" refreshEveryMs={RESULTS_REFRESH_MS}>
          {(data) => <VerdictBreakdown stats={data} />}
        </QueryView>
      </Panel>
      <ResultLocationsPanels period={period} />
    </div>
  );
}

function VerdictBreakdown({ stats }: { stats: ResultsStats }) {
  const total = stats.totalCalculations;
  const verdicts = [
    { verdict: 'Pass', count: stats.passCount, color: '#059669', tone: 'positive' },
    { verdict: 'Borderline', count: stats.borderlineCount, color: '#d97706', tone: 'caution' },
    { verdict: 'Fail', count: stats.failCount, color: '#dc2626', tone: 'negative' },
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="results-stats">
        <StatCard label="Total calculations" value={formatCount(total)} />
        {verdicts.map((item) => (
          <StatCard
            key={item.verdict}
            label={item.verdict}
            value={formatCount(item.count)}
            detail={`${formatPercent(shareOf(item.count, total))} of calculations`}
            tone={item.tone}
          />
        ))}
      </dl>
      {stats.unknownCount > 0 ? (
        <p className="text-sm text-slate-700">
          {formatCount(stats.unknownCount)} {stats.unknownCount === 1 ? 'calculation' : 'calculations'} had no verdict (Unknown),{' '}
          {formatPercent(shareOf(stats.unknownCount, total))}.
        </p>
      ) : null}
      {total === 0 ? (
        <EmptyState>No calculator results yet</EmptyState>
      ) : (
        // The cards above carry the same figures as text; the chart is for the eye only.
        <div className="h-40" aria-hidden="true">
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
            <VerdictChart bars={verdicts} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
