import type { InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';
import { westernDigits } from '#web/lib/western-digits.ts';
import { inputClass } from './form-field.tsx';

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  /** Receives Western digits only: Arabic-Indic digits become Western ones, every other character is stripped as typed. */
  onValueChange: (digits: string) => void;
  currency?: string;
}

/** An amount field that accepts digits only (spec section 5), with the currency shown beside it. */
export function MoneyInput({ value, onValueChange, currency, className, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      {currency ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-slate-600"
        >
          {currency}
        </span>
      ) : null}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(westernDigits(event.target.value).replace(/\D+/g, ''))}
        className={cn(inputClass, currency ? 'pl-14' : undefined, 'tabular-nums', className)}
        {...props}
      />
    </div>
  );
}
