import type { InputHTMLAttributes } from 'react';
import { currencyCodes, type CurrencyCode, currencyName } from '#core';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { fractionDigitsOf } from '#web/lib/whole-amount.ts';
import { useAmountDraft } from './use-amount-draft.ts';
import { inputClass } from './form-field.tsx';

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  /**
   * Receives Western digits only: Arabic-Indic digits become Western ones, an amount with a fraction
   * (as `currency` writes one: 3 digits in dinars) is rounded to whole units, every other character is
   * stripped as typed.
   */
  onValueChange: (digits: string) => void;
  currency?: string;
}

function isCurrencyCode(value: string): value is CurrencyCode {
  return (currencyCodes as readonly string[]).includes(value);
}

/**
 * An amount field that accepts digits only (spec section 5), with the currency shown beside it.
 * English reads "AED 15000": the code before the amount. Arabic reads the amount, then the currency's
 * name («15000 درهم», docs/arabic-glossary.md), so on Arabic pages the name sits at the field's end.
 */
export function MoneyInput({ value, onValueChange, currency, className, onBlur, ...props }: MoneyInputProps) {
  const arabic = useLanguage() === 'ar';
  const t = useT();
  const draft = useAmountDraft(fractionDigitsOf(currency));
  const shown = currency && isCurrencyCode(currency) ? t(currencyName(currency)) : currency;
  // «درهم» fits in the room the three-letter codes get; «ريال سعودي» and «دينار كويتي» need more.
  const room = arabic ? (shown && shown.length > 5 ? 'pe-24' : 'pe-14') : 'ps-14';
  return (
    <div className="relative">
      {shown ? (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 flex items-center text-sm font-semibold text-slate-600',
            arabic ? 'end-3' : 'start-3',
          )}
        >
          {shown}
        </span>
      ) : null}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft.shown(value)}
        onChange={(event) => onValueChange(draft.typed(event.target.value))}
        onBlur={(event) => {
          draft.clear();
          onBlur?.(event);
        }}
        className={cn(inputClass, shown ? room : undefined, 'tabular-nums', className)}
        {...props}
      />
    </div>
  );
}
