// GET /api/admin/export.zip?hours=N: the period's panels and feedback as a ZIP of CSV files. The
// session travels as a bearer header, which a plain link cannot send, so the file is fetched and
// then handed to the browser as a download.
import { useMutation } from '@tanstack/react-query';
import type { PeriodHours } from '#contracts/admin.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { SessionExpiredError } from './admin-request.ts';
import { readStoredSession } from './admin-session-store.ts';

/** The server's name for the file (salary-reality-check-last-90-days-2026-11-24.zip). */
function fileNameOf(response: Response, hours: PeriodHours): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `salary-reality-check-${hours}-hours.zip`;
}

async function downloadExport(hours: PeriodHours): Promise<string> {
  const sessionId = readStoredSession();
  if (!sessionId) throw new SessionExpiredError();
  let response: Response;
  try {
    response = await apiRequest('GET', `/api/admin/export.zip?hours=${hours}`, undefined, {
      headers: { Authorization: `Bearer ${sessionId}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new SessionExpiredError();
    throw error;
  }
  const fileName = fileNameOf(response, hours);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over; the browser keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}

export function useExportDownload() {
  return useMutation({ mutationFn: downloadExport });
}
