import * as Tabs from '@radix-ui/react-tabs';
import { BarChart3, BookOpen, ClipboardCheck, HeartPulse, MessageSquare, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { PeriodHours } from '#contracts/admin.ts';
import {
  type DashboardTab,
  type DashboardView,
  asDashboardTab,
  readDashboardView,
  writeDashboardView,
} from '../model/dashboard-address.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { BlogTab } from './blog-tab.tsx';
import { FeedbackTab } from './feedback-tab.tsx';
import { HealthTab } from './health-tab.tsx';
import { ResultsTab } from './results-tab.tsx';
import { SeoTab } from './seo-tab.tsx';

const tabs: readonly { value: DashboardTab; label: string; Icon: typeof BarChart3 }[] = [
  { value: 'analytics', label: 'Analytics', Icon: BarChart3 },
  { value: 'results', label: 'Results', Icon: ClipboardCheck },
  { value: 'health', label: 'Health', Icon: HeartPulse },
  { value: 'seo', label: 'SEO', Icon: Search },
  { value: 'feedback', label: 'Feedback', Icon: MessageSquare },
  { value: 'blog', label: 'Blog', Icon: BookOpen },
];

/**
 * The six tabs. Only the open tab is mounted, so only its calls run and only its polls tick; the
 * period is shared by Analytics and Results. Both live in the address (model/dashboard-address.ts),
 * replaced rather than pushed, so a reload keeps the view and Back still leaves the dashboard.
 */
export function DashboardTabs() {
  const [search, setSearch] = useSearchParams();
  const { tab, period } = readDashboardView(search);
  const show = (view: DashboardView) =>
    setSearch((current) => writeDashboardView(current, view), { replace: true, preventScrollReset: true });
  const setPeriod = (hours: PeriodHours) => show({ tab, period: hours });
  return (
    <Tabs.Root value={tab} onValueChange={(next) => show({ tab: asDashboardTab(next), period })} className="grid gap-4">
      {/* Three columns on a phone, one row from tablets up: never a sideways scroll. */}
      <Tabs.List
        aria-label="Dashboard sections"
        className="grid grid-cols-3 gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm sm:grid-cols-6"
      >
        {tabs.map(({ value, label, Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="analytics" className="min-w-0">
        <AnalyticsTab period={period} onPeriodChange={setPeriod} />
      </Tabs.Content>
      <Tabs.Content value="results" className="min-w-0">
        <ResultsTab period={period} onPeriodChange={setPeriod} />
      </Tabs.Content>
      <Tabs.Content value="health" className="min-w-0">
        <HealthTab />
      </Tabs.Content>
      <Tabs.Content value="seo" className="min-w-0">
        <SeoTab />
      </Tabs.Content>
      <Tabs.Content value="feedback" className="min-w-0">
        <FeedbackTab />
      </Tabs.Content>
      <Tabs.Content value="blog" className="min-w-0">
        <BlogTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
