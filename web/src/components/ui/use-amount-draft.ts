import { useState } from 'react';
import { digitsOnly, fractionDraft } from '#web/lib/whole-amount.ts';

/**
 * What an amount field shows while a decimal fraction is typed into it: "1500." and "1500.5" as
 * typed, while it holds the rounded whole amount (1501); its own digits again once it loses focus or
 * the text is no longer a fraction being typed.
 */
export function useAmountDraft() {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    /** `digits` as the field should show them. */
    shown: (digits: string) => (draft !== null && digitsOnly(draft) === digits ? draft : digits),
    /** Call with every change of the field's text; returns the digits to keep. */
    typed: (text: string) => {
      setDraft(fractionDraft(text));
      return digitsOnly(text);
    },
    clear: () => setDraft(null),
  };
}
