import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { MEMORY_WARNING_PERCENT, type HealthReport } from '#contracts/admin.ts';
import { HEALTH_REFRESH_MS, useHealthReport } from '../api/health-report.ts';
import { formatCount, formatMilliseconds, formatPercent, formatUptime } from '../model/admin-format.ts';
import { BackupStatusCard } from './backup-status.tsx';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';
import { StatCard } from './stat-card.tsx';
import { WriteRefusalNotice } from './write-refusal-notice.tsx';

const statusLook = {
  healthy: { label: 'Healthy', Icon: CheckCircle2, classes: 'bg-emerald-50 text-emerald-900 border-emerald-200' },
  degraded: { label: 'Degraded', Icon: AlertTriangle, classes: 'bg-amber-50 text-amber-950 border-amber-200' },
  unhealthy: { label: 'Unhealthy', Icon: XCircle, classes: 'bg-red-50 text-red-900 border-red-200' },
} as const;

export function HealthTab() {
  const health = useHealthReport();
  return (
    <Panel title="Service health" description="Measured by the server when asked: uptime, a storage round trip, memory and backups">
      <QueryView query={health} label="service health" refreshEveryMs={HEALTH_REFRESH_MS}>
        {(report) => <HealthReportView report={report} />}
      </QueryView>
    </Panel>
  );
}

function HealthReportView({ report }: { report: HealthReport }) {
  const look = statusLook[report.status];
  const memoryHigh = report.memory.percentage > MEMORY_WARNING_PERCENT;
  const storageName = report.storage.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return (
    <div className="grid gap-4">
      <p className={`flex items-center gap-2 rounded-xl border px-3 py-2 font-semibold ${look.classes}`} data-testid="health-status">
        <look.Icon aria-hidden="true" className="h-5 w-5" />
        Status: {look.label}
      </p>
      {report.storage.writeRefusal ? <WriteRefusalNotice refusal={report.storage.writeRefusal} /> : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Uptime" value={<span className="text-lg">{formatUptime(report.uptime)}</span>} />
        <StatCard
          label="Response time"
          value={report.responseTime === null ? 'No answer' : formatMilliseconds(report.responseTime)}
          detail={`${storageName} round trip${report.storage.reachable ? '' : ': storage unreachable'}`}
          tone={report.storage.reachable ? 'default' : 'negative'}
        />
        <StatCard
          label="Memory"
          value={formatPercent(report.memory.percentage)}
          detail={
            <>
              {`${formatCount(report.memory.used)} MB used of ${formatCount(report.memory.total)} MB`}
              <span aria-hidden="true" className="mt-2 block h-2 rounded-full bg-slate-100">
                <span
                  className={`block h-2 rounded-full ${memoryHigh ? 'bg-amber-500' : 'bg-brand-600'}`}
                  style={{ width: `${Math.min(100, report.memory.percentage)}%` }}
                />
              </span>
            </>
          }
          tone={memoryHigh ? 'caution' : 'default'}
        />
      </dl>
      {/* Outside the list above: its warning is not a term or a value, and a <dl> may hold only those. */}
      <BackupStatusCard backups={report.backups} storageKind={report.storage.kind} />
      {memoryHigh ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          Memory use is above {MEMORY_WARNING_PERCENT}%: consider restarting the server or giving it more memory.
        </p>
      ) : null}
      {report.storage.error ? <p className="break-words text-sm text-red-800">Storage error: {report.storage.error}</p> : null}
    </div>
  );
}
