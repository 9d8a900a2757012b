import { Check, X } from 'lucide-react';

/** Yes/No as an icon with its word for screen readers, coloured so a failing check stands out. */
export function CheckMark({ passed, label }: { passed: boolean; label: string }) {
  return passed ? (
    <span className="inline-flex items-center text-emerald-700">
      <Check aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{label}: yes</span>
    </span>
  ) : (
    <span className="inline-flex items-center font-semibold text-red-700">
      <X aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{label}: no</span>
    </span>
  );
}
