import { QueryClient } from '@tanstack/react-query';

/**
 * Server data lives here. Calls are not retried by default: a refusal will not change on
 * a second try, and the polled lists bring their own policy (lib/retry).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
