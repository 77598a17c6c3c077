import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@netclass/shared';
import { api, data, withoutAuth, type RequestBody } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-expiry';

/** POST /api/auth/login. Public: a 401 here is a wrong id or password, not an expired session. */
export function login(input: RequestBody<'/api/auth/login', 'post'>): Promise<LoginResponse> {
  return data<LoginResponse>(api.POST('/api/auth/login', { body: input, ...withoutAuth }));
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
        await api.POST('/api/auth/logout');
      } finally {
        endSession('logout');
      }
    },
  });
}
