import { Download } from 'lucide-react';
import type { PeriodHours } from '#contracts/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { describeAdminError, SessionExpiredError } from '../api/admin-request.ts';
import { useExportDownload } from '../api/export-download.ts';
import { periodLabel } from '../model/periods.ts';

/** Downloads the selected period's panels and feedback as CSV files in a ZIP. */
export function ExportButton({ period }: { period: PeriodHours }) {
  const download = useExportDownload();
  const label = periodLabel(period);
  return (
    <Button
      variant="secondary"
      className="min-h-11"
      disabled={download.isPending}
      aria-label={`Export ${label} as CSV files (ZIP)`}
      onClick={() =>
        download.mutate(period, {
          onSuccess: (fileName) => toast({ title: 'Export downloaded', description: fileName, variant: 'success' }),
          onError: (error) => {
            // A 401 already sends the operator to the login page with its own message.
            if (error instanceof SessionExpiredError) return;
            toast({ title: 'Export failed', description: describeAdminError(error), variant: 'destructive' });
          },
        })
      }
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {download.isPending ? 'Exporting…' : 'Export'}
    </Button>
  );
}
