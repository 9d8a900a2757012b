import type { ReactNode } from 'react';
import { FormField, inputClass } from './form-field.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  label: ReactNode;
  /** Include '' in T when a placeholder can be chosen. */
  value: T;
  options: readonly SelectOption<Exclude<T, ''>>[];
  onValueChange: (value: T) => void;
  /** A first option with the empty value ("Select …", "City Average …"). */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  /** An inline message when the choice is missing or wrong (announced, and the select marked invalid). */
  error?: ReactNode;
  disabled?: boolean;
}

/** A labelled native select: the most dependable picker on phones and with screen readers. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  required,
  hint,
  error,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(field) => (
        <select {...field} className={inputClass} disabled={disabled} value={value} onChange={(e) => onValueChange(e.target.value as T)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options from a list of codes, each labelled in the page's language (`(code) => t(ids[code])`). */
export function optionsFrom<T extends string>(codes: readonly T[], label: (code: T) => string): SelectOption<T>[] {
  return codes.map((value) => ({ value, label: label(value) }));
}

/**
 * Options whose value is a name (city and district names): the English name stays the value (saved
 * answers, links and the data use it), the label is the name in the page's language.
 */
export function optionsOfNames(names: readonly string[], label: (name: string) => string = (name) => name): SelectOption<string>[] {
  return names.map((name) => ({ value: name, label: label(name) }));
}
