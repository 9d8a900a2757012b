import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  className?: string;
  /** Visually hide the group's label (it is still announced). */
  hideLabel?: boolean;
}

const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * A single-choice button group (Monthly/Annual, 1-4 adults) built on Radix ToggleGroup, which names
 * it a radiogroup. A radio group checks the option an arrow key moves to (WAI-ARIA's radio
 * pattern); ToggleGroup only moves focus, so the option focused by an arrow is chosen here, as Radix's
 * own RadioGroup does.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  hideLabel,
}: SegmentedControlProps<T>) {
  // An id of its own, not one made from the label: an Arabic label has no ASCII letters to make it from.
  const labelId = useId();
  const arrowPressed = useRef(false);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <span className={cn('text-sm font-semibold text-ink', hideLabel && 'sr-only')} id={labelId}>
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        value={value}
        aria-labelledby={labelId}
        // Capture, and no reset on keyup: Radix moves focus a task after the item's keydown, which
        // may be after the key is released. Any other key clears it; the focus it causes consumes it.
        onKeyDownCapture={(event) => {
          arrowPressed.current = ARROW_KEYS.has(event.key);
        }}
        onValueChange={(next) => {
          // Radix allows deselecting; a segmented control always keeps one choice.
          if (next) onValueChange(next as T);
        }}
        className="inline-flex w-full rounded-xl border border-slate-300 bg-white p-1 sm:w-auto"
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option.value}
            value={option.value}
            onFocus={() => {
              if (!arrowPressed.current) return;
              arrowPressed.current = false;
              if (option.value !== value) onValueChange(option.value);
            }}
            className="min-h-10 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 data-[state=on]:bg-brand-700 data-[state=on]:text-white sm:flex-none"
          >
            {option.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
