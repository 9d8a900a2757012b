import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FeedbackEntry } from '#contracts/feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { describeAdminError } from '../api/admin-request.ts';
import { useDeleteFeedback } from '../api/delete-feedback.ts';
import { formatDateTime } from '../model/admin-format.ts';

/** How much of the comment the confirmation quotes, so the operator knows which entry goes. */
const QUOTE_CHARACTERS = 160;

/**
 * Deletes one feedback entry after a confirmation (a visitor may have written something personal).
 * Radix's AlertDialog: focus moves into the dialog and back to this button, Escape cancels, and the
 * first focus is on Cancel, so Enter never deletes by accident.
 */
export function DeleteFeedbackButton({ entry }: { entry: FeedbackEntry }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteFeedback();
  const trigger = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the dialog closes after a delete; chosen before the entry leaves the list. */
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const when = formatDateTime(entry.timestamp);
  const quote = entry.comment ? Array.from(entry.comment).slice(0, QUOTE_CHARACTERS).join('') : null;
  const shortened = quote !== null && quote.length < (entry.comment ?? '').length;

  const confirm = () =>
    deletion.mutate(entry.id, {
      onSuccess: () => {
        focusAfterDelete.current = nextFocus(trigger.current);
        setOpen(false);
        toast({ title: 'Feedback deleted', description: `The entry from ${when} is gone and the totals are recounted.` });
      },
    });

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) deletion.reset();
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button ref={trigger} variant="danger" size="sm" data-delete-feedback="" aria-label={`Delete the feedback from ${when}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            // Radix gives focus back to this button, which leaves with its entry: focus would fall to
            // the page body. After a delete it goes to the next entry's Delete (or the one before, or
            // the list's heading when none is left), where the operator carries on.
            if (!focusAfterDelete.current) return;
            event.preventDefault();
            focusAfterDelete.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">Delete this feedback?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            The entry from {when}, rated {entry.rating} of 5, is removed for good and the totals are recounted. This cannot be undone.
          </AlertDialog.Description>
          {quote !== null ? (
            // dir="auto": an Arabic comment reads right to left, as written.
            <blockquote dir="auto" className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
              {quote}
              {shortened ? '…' : ''}
            </blockquote>
          ) : null}
          {deletion.isError ? (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">Not deleted: {describeAdminError(deletion.error)}</span>
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={deletion.isPending} onClick={confirm}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {deletion.isPending ? 'Deleting…' : 'Delete feedback'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The next entry's Delete, or the previous one's, or the list's heading when none is left. */
function nextFocus(trigger: HTMLElement | null): HTMLElement | null {
  const item = trigger?.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  return (
    neighbour?.querySelector<HTMLElement>('[data-delete-feedback]') ?? item?.closest('section')?.querySelector<HTMLElement>('h2') ?? null
  );
}
