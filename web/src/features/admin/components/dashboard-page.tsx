import { AdminFrame } from './admin-frame.tsx';
import { AdminQueryProvider } from './admin-query-provider.tsx';
import { DashboardHeaderActions } from './dashboard-header-actions.tsx';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { SessionGate } from './session-gate.tsx';

/** /admin/dashboard: checked session first, then the header actions and the six tabs. */
export function DashboardPage() {
  return (
    <AdminQueryProvider>
      <AdminFrame actions={<DashboardHeaderActions />}>
        <h1 className="mb-4 text-2xl font-extrabold text-ink">Dashboard</h1>
        <SessionGate>
          <DashboardTabs />
        </SessionGate>
      </AdminFrame>
    </AdminQueryProvider>
  );
}
