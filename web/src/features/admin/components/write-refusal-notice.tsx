import { HardDrive } from 'lucide-react';
import type { WriteRefusal } from '#contracts/admin.ts';
import { formatDateTime } from '../model/admin-format.ts';

const headings: Record<WriteRefusal['cause'], string> = {
  'disk-full': 'The storage is full',
  'read-only': 'The storage is read-only',
  'io-error': 'The storage cannot write',
  'out-of-resources': 'The database is out of resources',
};

const remedies: Record<WriteRefusal['cause'], string> = {
  'disk-full': 'Free disk space (or raise SQLITE_MAX_SIZE_MB).',
  'read-only': 'Make the database writable again (file permissions, a remounted disk, a failed-over PostgreSQL).',
  'io-error': 'Check the disk and the system log.',
  'out-of-resources': 'Check the database server’s memory and limits.',
};

/** Why the status is degraded while writes are refused (server/src/storage/write-refusals.ts). */
export function WriteRefusalNotice({ refusal }: { refusal: WriteRefusal }) {
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="write-refusal"
    >
      <p className="flex items-start gap-2 font-semibold">
        <HardDrive aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {headings[refusal.cause]}: new page views, results and feedback are refused since {formatDateTime(refusal.since)}.
      </p>
      <p>
        The site and these figures keep working, and writes resume by themselves with the first one that fits. {remedies[refusal.cause]}
      </p>
      <p className="break-words font-mono text-xs">{refusal.reason}</p>
    </div>
  );
}
