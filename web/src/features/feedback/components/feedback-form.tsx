import { CheckCircle2, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { siteName } from '#web/lib/site.ts';
import { FEEDBACK_COMMENT_MAX_CHARACTERS } from '#contracts/feedback.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const stars = [1, 2, 3, 4, 5] as const;
type Stars = (typeof stars)[number];
const starLabels: Readonly<Record<Stars, MessageId>> = {
  5: 'feedback.star.5',
  4: 'feedback.star.4',
  3: 'feedback.star.3',
  2: 'feedback.star.2',
  1: 'feedback.star.1',
};

/** Rate the calculator 1-5, with an optional comment; the location is sent as text. */
export function FeedbackForm({ location }: { location: string }) {
  const t = useT();
  const [rating, setRating] = useState<Stars | 0>(0);
  const [comment, setComment] = useState('');
  const mutation = useSubmitFeedback();
  const ids = useId();

  if (mutation.isSuccess) {
    const queued = 'queued' in mutation.data;
    return (
      <section aria-labelledby={`${ids}-thanks`} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-emerald-700" />
        <h2 id={`${ids}-thanks`} className="mt-2 text-xl font-bold text-ink">
          {queued ? t('feedback.saved.title') : t('feedback.received.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{queued ? t('feedback.saved.text') : t('feedback.received.text')}</p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      toast({ title: t('feedback.ratingRequired.title'), description: t('feedback.ratingRequired.text'), variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { rating, comment, location },
      {
        onSuccess: (answer) =>
          toast(
            'queued' in answer
              ? { title: t('feedback.queuedToast.title'), description: t('feedback.queuedToast.text'), variant: 'success' }
              : { title: t('feedback.thanksToast.title'), description: t('feedback.thanksToast.text', { siteName }), variant: 'success' },
          ),
        onError: () => toast({ title: t('feedback.errorToast.title'), description: t('feedback.errorToast.text'), variant: 'destructive' }),
      },
    );
  };

  const shown = rating;
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-title`} className="text-xl font-bold text-ink">
        {t('feedback.title')}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 grid gap-4" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('feedback.ratingLegend')}</legend>
          <div className="mt-2 flex items-center gap-1">
            {stars.map((value) => (
              <label
                key={value}
                className="group cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    'h-8 w-8 transition-colors',
                    value <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400 group-hover:text-amber-500',
                  )}
                />
                <span className="sr-only">{t('feedback.starOption', { count: value, label: t(starLabels[value]) })}</span>
              </label>
            ))}
            <span className="ms-2 text-sm font-medium text-slate-700" aria-live="polite">
              {shown ? t(starLabels[shown]) : ''}
            </span>
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-comment`} className="text-sm font-semibold text-ink">
            {t('feedback.comment')}
          </label>
          <textarea
            id={`${ids}-comment`}
            rows={4}
            // The browser counts UTF-16 units, the server characters: never more than it accepts.
            maxLength={FEEDBACK_COMMENT_MAX_CHARACTERS}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className={cn(inputClass, 'min-h-24 py-2')}
            placeholder={t('feedback.commentPlaceholder')}
          />
        </div>
        <p className="text-xs text-slate-600">
          {t('feedback.sentWith')}{' '}
          {/* Sent as written (English place names for the operator): isolated, so its commas keep their order on Arabic pages. */}
          <span dir="auto" className="font-medium text-slate-800">
            {location}
          </span>
          . {t('feedback.nothingElse')}
        </p>
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('feedback.submitting') : t('feedback.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
