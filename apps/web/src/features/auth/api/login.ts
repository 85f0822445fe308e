import type { AuthState, LoginRequest } from '@skyler/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function login(body: LoginRequest): Promise<AuthState> {
  return api.post<AuthState>('/api/login/', body);
}

/** Password step: on success the answer (with `otp_pending`) becomes the known auth state. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => queryClient.setQueryData(queryKeys.auth.whoami(), auth),
  });
}
