import { CheckCircle2, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { cn } from '#web/lib/cn.ts';
import { FEEDBACK_COMMENT_MAX_CHARACTERS } from '#contracts/feedback.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const starLabels: Readonly<Record<number, string>> = { 5: 'Excellent', 4: 'Great', 3: 'Good', 2: 'Okay', 1: 'Needs improvement' };

/** Rate the calculator 1-5, with an optional comment; the location is sent as text. */
export function FeedbackForm({ location }: { location: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const mutation = useSubmitFeedback();
  const ids = useId();

  if (mutation.isSuccess) {
    const queued = 'queued' in mutation.data;
    return (
      <section aria-labelledby={`${ids}-thanks`} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-emerald-700" />
        <h2 id={`${ids}-thanks`} className="mt-2 text-xl font-bold text-ink">
          {queued ? 'Feedback Saved' : 'Feedback Received'}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {queued
            ? 'You are offline: your feedback is kept on this device and sent when you are back online. Thank you.'
            : 'Thank you. Every rating helps us make the estimates more useful.'}
        </p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      toast({ title: 'Please select a rating', description: 'Choose 1-5 stars to rate your experience', variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { rating, comment, location },
      {
        onSuccess: (answer) =>
          toast(
            'queued' in answer
              ? { title: 'Feedback saved', description: 'It will be sent when you are back online.', variant: 'success' }
              : {
                  title: 'Thank you for your feedback!',
                  description: 'Your input helps us improve Salary Reality Check for everyone.',
                  variant: 'success',
                },
          ),
        onError: () => toast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' }),
      },
    );
  };

  const shown = rating;
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-title`} className="text-xl font-bold text-ink">
        How useful was this?
      </h2>
      <form onSubmit={onSubmit} className="mt-3 grid gap-4" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Your rating</legend>
          <div className="mt-2 flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
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
                <span className="sr-only">
                  {value} {value === 1 ? 'star' : 'stars'}: {starLabels[value]}
                </span>
              </label>
            ))}
            <span className="ml-2 text-sm font-medium text-slate-700" aria-live="polite">
              {shown ? starLabels[shown] : ''}
            </span>
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-comment`} className="text-sm font-semibold text-ink">
            Comment (optional)
          </label>
          <textarea
            id={`${ids}-comment`}
            rows={4}
            // The browser counts UTF-16 units, the server characters: never more than it accepts.
            maxLength={FEEDBACK_COMMENT_MAX_CHARACTERS}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className={cn(inputClass, 'min-h-24 py-2')}
            placeholder="What did we get right or wrong for your city?"
          />
        </div>
        <p className="text-xs text-slate-600">
          Sent with your rating: <span className="font-medium text-slate-800">{location}</span>. Nothing else from the calculator is shared.
        </p>
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </div>
      </form>
    </section>
  );
}
