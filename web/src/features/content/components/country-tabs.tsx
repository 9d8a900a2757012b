import { useId, type ReactNode } from 'react';

interface CountryTabsProps {
  label: string;
  /** The tabs in order, the first selected; `showing` is what the status line says when it is. */
  tabs: readonly { value: string; label: string; showing: string }[];
  /** The panel: the content shown for the first tab. */
  children: ReactNode;
}

// Selected and not selected, keyed on aria-selected so the page script only has to set that.
const tabClass =
  'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white aria-[selected=false]:border-slate-300 aria-[selected=false]:bg-white aria-[selected=false]:text-slate-700 aria-[selected=false]:hover:border-brand-700 aria-[selected=false]:hover:text-brand-800';

/**
 * The WAI-ARIA tabs pattern over one panel (a roving tabindex, arrow keys, Home and End, automatic
 * activation), rendered with the first tab selected. The page script (browser/blog-page.ts) moves
 * the selection and filters the panel; without JavaScript the panel shows everything.
 */
export function CountryTabs({ label, tabs, children }: CountryTabsProps) {
  const baseId = useId();
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const [first] = tabs;
  return (
    <div data-country-tabs>
      <div role="tablist" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {tabs.map((tab) => {
          const selected = tab === first;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              data-filter={tab.value}
              data-showing={tab.showing}
              className={tabClass}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* No tabIndex: the panel starts with links, so Tab from the tablist lands on content. */}
      <div role="tabpanel" id={panelId} aria-labelledby={first ? tabId(first.value) : undefined}>
        {children}
      </div>
    </div>
  );
}
