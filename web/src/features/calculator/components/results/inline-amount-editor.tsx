import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { currencyFor, type CountryCode } from '#core';
import { useAmountDraft } from '#web/components/ui/use-amount-draft.ts';
import { fractionDigitsOf } from '#web/lib/whole-amount.ts';

interface InlineAmountEditorProps {
  label: string;
  /** Whose currency the amount is in: it decides how many digits after a point are a fraction. */
  country: CountryCode;
  /** The amount shown when editing starts, rounded to whole units (a typed amount reads back as typed). */
  initial: number;
  /** Called with the typed amount; an empty field is saved as `emptyValue` (or not at all when undefined). */
  onSave: (amount: number | undefined) => void;
  onCancel: () => void;
  emptyValue?: number;
  className?: string;
}

/** Digits only; Enter or the tick saves, Escape or the cross cancels (spec section 4). */
export function InlineAmountEditor({ label, country, initial, onSave, onCancel, emptyValue, className }: InlineAmountEditorProps) {
  const t = useT();
  const [value, setValue] = useState(String(Math.round(initial)));
  const input = useRef<HTMLInputElement>(null);
  const draft = useAmountDraft(fractionDigitsOf(currencyFor(country)));
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const save = () => onSave(value === '' ? emptyValue : Number(value));
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <input
        ref={input}
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={draft.shown(value)}
        onChange={(e) => setValue(draft.typed(e.target.value))}
        onBlur={draft.clear}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        className={cn(inputClass, 'min-h-10 w-32 tabular-nums')}
      />
      <button
        type="button"
        onClick={save}
        aria-label={t('results.common.save', { name: label })}
        className="rounded-lg p-2 text-emerald-800 hover:bg-emerald-50"
      >
        <Check aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('results.common.cancel', { name: label })}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
