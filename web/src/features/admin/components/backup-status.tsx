import { AlertTriangle } from 'lucide-react';
import type { BackupStatus } from '#contracts/backups.ts';
import { useNow } from '../hooks/use-now.ts';
import { summariseBackups } from '../model/backup-summary.ts';
import { StatCard } from './stat-card.tsx';

/**
 * The health panel's backup card: the last good backup of the SQLite store and the schedule; on
 * PostgreSQL, where pg_dump does the work, where to find the commands.
 */
export function BackupStatusCard({ backups, storageKind }: { backups: BackupStatus | undefined; storageKind: 'sqlite' | 'postgres' }) {
  const now = useNow(30_000);
  if (!backups) {
    return (
      <dl>
        <StatCard
          label="Backups"
          value={<span className="text-lg">{storageKind === 'postgres' ? 'pg_dump' : 'Not reported'}</span>}
          detail={
            storageKind === 'postgres'
              ? 'PostgreSQL is backed up with pg_dump: npm run backup prints the commands'
              : 'This server does not report on backups'
          }
        />
      </dl>
    );
  }
  const summary = summariseBackups(backups, now);
  return (
    <div className="grid gap-2" data-testid="backup-status">
      <dl>
        <StatCard
          label="Last good backup"
          value={<span className="text-lg">{summary.lastGood}</span>}
          detail={
            <>
              <span className="block break-all">{summary.detail}</span>
              <span className="block">{summary.schedule}</span>
            </>
          }
          tone={summary.tone}
        />
      </dl>
      {summary.warning ? (
        <p
          role="alert"
          className={`flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold ${summary.tone === 'negative' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'}`}
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">{summary.warning}</span>
        </p>
      ) : null}
    </div>
  );
}
