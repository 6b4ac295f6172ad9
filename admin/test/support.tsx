import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { RootLayout } from '../src/app/root-layout.tsx';
import { LeaveGuardHost } from '../src/components/resource-form/use-leave-guard.ts';
import { swrFetcher } from '../src/lib/api.ts';
import { $session } from '../src/lib/session.ts';

export function signIn(role = 'admin') {
  $session.set({ token: 'test-token', user_id: '1', username: 'admin', role });
}

/**
 * Renders screens inside a memory data router with the app's root layout (toasts, confirm
 * dialog, aria links) and the leave guard. SWR keeps its default cache, as in the app (writes
 * revalidate through it); `setup.ts` empties it after each test.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LeaveGuardHost />
            <RootLayout />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <SWRConfig value={{ fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}

export interface FakeCall {
  method: string;
  url: URL;
  headers: Headers;
  /** What the request sent: a JSON text or a FormData. */
  body?: BodyInit | null;
}

/** A `fetch` replaced for one test: answers by a function of the request and records every call. */
export function stubFetch(answer: (call: FakeCall) => { status?: number; body?: unknown }) {
  const calls: FakeCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
