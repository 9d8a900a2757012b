import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface CountryTabsProps<T extends string> {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern, hand-written: a roving tabindex, arrow keys, Home and End, and
 * automatic activation. It replaces Radix Tabs on /blog to keep the page's JavaScript small
 * (one list of articles is all it switches).
 */
export function CountryTabs<T extends string>({ label, tabs, value, onValueChange, children }: CountryTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold',
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* No tabIndex: the panel starts with links, so Tab from the tablist lands on content. */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
