import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { InvalidPasswordError, LoginThrottledError, useAdminLogin } from '../api/admin-login.ts';
import { describeAdminError } from '../api/admin-request.ts';
import { storeSession } from '../api/admin-session-store.ts';
import { useStoredSessionRedirect } from '../hooks/use-stored-session-redirect.ts';
import { AdminFrame } from './admin-frame.tsx';
import { AdminQueryProvider } from './admin-query-provider.tsx';

/** /admin: the operator's one shared password (spec 001 sections 2, 4, 5, 8; decision 14). */
export function LoginPage() {
  return (
    <AdminQueryProvider>
      <AdminFrame>
        <LoginForm />
      </AdminFrame>
    </AdminQueryProvider>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const checkingStoredSession = useStoredSessionRedirect();
  const [password, setPassword] = useState('');
  /** When a throttled client may try again (epoch ms), and the wait the server asked for. */
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [serverWait, setServerWait] = useState(0);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const passwordInput = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const throttleId = useId();

  useEffect(() => {
    if (blockedUntil === null) return;
    const tick = () => {
      const left = Math.ceil((blockedUntil - Date.now()) / 1000);
      if (left <= 0) {
        setBlockedUntil(null);
        setWaitSeconds(0);
      } else setWaitSeconds(left);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [blockedUntil]);

  const verifying = login.isPending;
  const blocked = blockedUntil !== null;

  /** The failure toast shown last: a login that then succeeds closes it, so "Access Denied" does not sit over the dashboard. */
  const failureToast = useRef<{ dismiss: () => void } | null>(null);
  const showFailure = (input: Parameters<typeof toast>[0]) => {
    failureToast.current = toast(input);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 001 section 5: only a non-empty password is sent.
    if (password === '' || verifying || blocked) return;
    login.mutate(password, {
      onSuccess: ({ sessionId }) => {
        storeSession(sessionId);
        failureToast.current?.dismiss();
        navigate('/admin/dashboard', { replace: true });
      },
      onError: (error) => {
        if (error instanceof InvalidPasswordError) {
          showFailure({ title: 'Access Denied', description: 'Invalid password', variant: 'destructive' });
          setPassword('');
        } else if (error instanceof LoginThrottledError) {
          showFailure({
            title: 'Too many attempts',
            description: `Try again in ${error.retryAfterSeconds} seconds.`,
            variant: 'destructive',
          });
          setPassword('');
          setServerWait(error.retryAfterSeconds);
          setBlockedUntil(Date.now() + error.retryAfterSeconds * 1000);
        } else {
          // The password may be right: keep it, so trying again is one tap.
          showFailure({ title: 'Login failed', description: describeAdminError(error), variant: 'destructive' });
        }
        passwordInput.current?.focus();
      },
    });
  };

  return (
    <div className="mx-auto mt-6 max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:mt-12">
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-brand-800">
          <Lock aria-hidden="true" className="h-5 w-5" />
        </span>
        <h1 className="text-xl font-extrabold text-ink">Admin Login</h1>
      </div>
      <p className="mt-3 text-sm text-slate-700">Enter password to access the admin panel.</p>
      <form onSubmit={submit} className="mt-5 grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
            Password
          </label>
          <input
            ref={passwordInput}
            id={fieldId}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={blocked ? throttleId : undefined}
            className={inputClass}
          />
        </div>
        {blocked ? (
          <p id={throttleId} role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
            Too many attempts. The server asks to wait <span data-testid="login-wait">{serverWait}</span> seconds before the next try.
            {/* The countdown is for the eye; announcing every second would drown the alert. */}
            <span aria-hidden="true" className="block text-xs font-normal">
              {waitSeconds} s left
            </span>
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={password === '' || verifying || blocked}>
          {verifying ? 'Verifying...' : 'Log in'}
        </Button>
        {checkingStoredSession ? (
          <p role="status" className="text-center text-xs text-slate-600">
            Checking the saved session…
          </p>
        ) : null}
      </form>
    </div>
  );
}
