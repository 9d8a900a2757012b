import type { PeriodHours } from '#contracts/admin.ts';
import { defaultPeriod, isPeriodHours } from './periods.ts';

// The open tab and the period are kept in the dashboard's address (?tab=results&period=168), so a
// reload, a bookmark or a link to a colleague opens the same view. Defaults are left out; anything
// unknown in the address is the default, never an error.

const dashboardTabs = ['analytics', 'results', 'health', 'seo', 'feedback', 'blog'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export interface DashboardView {
  tab: DashboardTab;
  period: PeriodHours;
}

/** A tab's name, or Analytics (the default) for anything else. */
export function asDashboardTab(value: string | null): DashboardTab {
  return dashboardTabs.find((name) => name === value) ?? 'analytics';
}

export function readDashboardView(search: URLSearchParams): DashboardView {
  const tab = asDashboardTab(search.get('tab'));
  const hours = Number(search.get('period'));
  return { tab, period: isPeriodHours(hours) ? hours : defaultPeriod };
}

/** The address's parameters for a view, keeping any others already there. */
export function writeDashboardView(search: URLSearchParams, view: DashboardView): URLSearchParams {
  const next = new URLSearchParams(search);
  // Removed and added back in one order, so a view has one address (tab before period).
  next.delete('tab');
  next.delete('period');
  if (view.tab !== 'analytics') next.set('tab', view.tab);
  if (view.period !== defaultPeriod) next.set('period', String(view.period));
  return next;
}
