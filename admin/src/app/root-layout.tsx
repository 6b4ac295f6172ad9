import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate, useNavigation } from 'react-router-dom';
import { $confirmRequest } from '../components/ui/confirm.ts';
import { ToastHost } from '../components/ui/toast.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const ConfirmDialog = lazy(() =>
  import('../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** The confirm dialog, downloaded when the first question is asked and kept from then on. */
function ConfirmHost() {
  const request = useStore($confirmRequest);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (request) setNeeded(true);
  }, [request]);
  if (!needed && !request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}

/** Around every route: client-side links for the aria components, the toasts and the confirm dialog. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Memuat halaman" />
      )}
      <Outlet />
      <ToastHost />
      <ConfirmHost />
    </AriaRouterProvider>
  );
}
