import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { homeFor } from '@/lib/roles';
import { safeReturnPath } from '@/lib/return-path';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { setSigningOut, useUser } from '@/lib/session';
import { AuthShell } from './auth-shell';
import { ForgotFlow } from './forgot-flow';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetFlow } from './reset-flow';

type Mode = { name: 'tabs' } | { name: 'forgot' } | { name: 'reset'; email: string };

/** /auth, /login and /register: Login and Register tabs plus the in-page password recovery. */
export default function AuthPage({ defaultTab = 'login' }: { defaultTab?: 'login' | 'register' }) {
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  // A protected page sent the visitor here (the guard's state, or ?next= in a link): they go
  // back there once signed in. Without one they land where docs/product.md#screens says.
  const location = useLocation();
  const state = location.state as { from?: unknown; notice?: unknown } | null;
  const returnTo =
    safeReturnPath(state?.from) ?? safeReturnPath(new URLSearchParams(location.search).get('next'));
  // Why the app signed the visitor out, as the server worded it (a staff session idled out).
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const [tab, setTab] = useState(defaultTab);
  const [mode, setMode] = useState<Mode>({ name: 'tabs' });
  // While a submit is in flight we navigate ourselves (registration waits 500 ms).
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A sign-out that came here (a manager's own role change) is over once the page shows.
  useEffect(() => {
    if (!isPending && !user) setSigningOut(false);
  }, [isPending, user]);

  if (isPending) return <PageSpinner />;
  if (user && !submitting) return <Navigate to={returnTo ?? homeFor(user)} replace />;

  const start = () => setSubmitting(true);
  const failed = () => setSubmitting(false);

  if (mode.name === 'forgot') {
    return (
      <AuthShell title="Forgot password">
        <ForgotFlow
          onBack={() => setMode({ name: 'tabs' })}
          onHaveToken={(email) => setMode({ name: 'reset', email })}
        />
      </AuthShell>
    );
  }
  if (mode.name === 'reset') {
    return (
      <AuthShell title="Reset password">
        <ResetFlow
          email={mode.email}
          onDone={() => setMode({ name: 'tabs' })}
          onBack={() => setMode({ name: 'tabs' })}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Welcome aboard"
      subtitle="Sign in or create an account to book a haul-out or launch."
    >
      {notice && (
        <p
          role="status"
          className="mb-5 rounded-lg border border-accent bg-accent-soft p-3 text-sm font-semibold"
        >
          {notice}
        </p>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList aria-label="Sign in or register">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-6">
          <LoginForm
            onStart={start}
            onFailed={failed}
            onForgotPassword={() => setMode({ name: 'forgot' })}
            onSignedIn={(signedIn) =>
              void navigate(returnTo ?? (signedIn.isAdmin ? homeFor(signedIn) : paths.landing), {
                replace: true,
              })
            }
          />
        </TabsContent>
        <TabsContent value="register" className="mt-6">
          <RegisterForm
            onStart={start}
            onFailed={failed}
            onRegistered={() => {
              timer.current = window.setTimeout(
                () => void navigate(returnTo ?? paths.schedule, { replace: true }),
                500,
              );
            }}
          />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
