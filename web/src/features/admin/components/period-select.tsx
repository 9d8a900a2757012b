import { useId } from 'react';
import type { PeriodHours } from '#contracts/admin.ts';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { isPeriodHours, periodOptions } from '../model/periods.ts';

/**
 * The period shared by the Analytics and Results tabs. A native select: it is the most dependable
 * control on a phone and with assistive tech, and five choices need nothing richer.
 */
export function PeriodSelect({ value, onChange }: { value: PeriodHours; onChange: (hours: PeriodHours) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Period
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const hours = Number(event.target.value);
          if (isPeriodHours(hours)) onChange(hours);
        }}
        className={`${inputClass} sm:w-48`}
      >
        {periodOptions.map((option) => (
          <option key={option.hours} value={String(option.hours)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
