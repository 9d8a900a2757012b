import { useState } from 'react';
import { digitsOnly, fractionDraft } from '#web/lib/whole-amount.ts';

/**
 * What an amount field shows while a decimal fraction is typed into it: "1500." and "1500.5" as
 * typed, while it holds the rounded whole amount (1501); its own digits again once it loses focus or
 * the text is no longer a fraction being typed. `fractionDigits`: the currency's (fractionDigitsOf).
 */
export function useAmountDraft(fractionDigits = 2) {
  // The text as typed: an Arabic decimal separator in it decides how the fraction reads.
  const [typedText, setTypedText] = useState<string | null>(null);
  const draft = typedText === null ? null : fractionDraft(typedText, fractionDigits);
  return {
    /** `digits` as the field should show them. */
    shown: (digits: string) => (draft !== null && digitsOnly(typedText ?? '', fractionDigits) === digits ? draft : digits),
    /** Call with every change of the field's text; returns the digits to keep. */
    typed: (text: string) => {
      setTypedText(fractionDraft(text, fractionDigits) === null ? null : text);
      return digitsOnly(text, fractionDigits);
    },
    clear: () => setTypedText(null),
  };
}
