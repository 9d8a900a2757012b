import { ExternalLink, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useAdminLogout } from '../api/logout.ts';

/** View Site and Logout (spec 001 section 2). Logout ends the server session, then returns to /admin. */
export function DashboardHeaderActions() {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <a href="/">
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          View Site
        </a>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: ({ serverConfirmed }) => {
              toast(
                serverConfirmed
                  ? { title: 'Logged out' }
                  : {
                      title: 'Logged out on this device',
                      description: 'The server could not be reached; the session ends by itself within 12 hours.',
                      variant: 'destructive',
                    },
              );
              navigate('/admin', { replace: true });
            },
          })
        }
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {logout.isPending ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}
