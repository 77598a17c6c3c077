import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-expiry';

/** POST /api/auth/login. Public: a 401 here is a wrong id or password, not an expired session. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body: input, auth: false });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

/**
 * Ends the session on the server, then locally, whatever the answer: a user who asks to
 * sign out is signed out. The app then goes to /login.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch('/api/auth/logout', { method: 'POST' });
      } finally {
        endSession('logout');
      }
    },
  });
}
