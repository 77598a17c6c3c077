import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `routes` in a memory router with the app's providers, starting at `path`.
 * Returns the router so a test can check where the user ended up. `env: 'test'` turns
 * Mantine's transitions and portals off (dropdowns then open at once, in place).
 */
export function renderRoutes(routes: RouteObject[], path: string, options: { env?: 'default' | 'test' } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} env={options.env}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** A fetch answer the way the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
