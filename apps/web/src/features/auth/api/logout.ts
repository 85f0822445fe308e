import type { AuthState } from '@skyler/domain/auth';
import { OTP_DIGITS_DEFAULT } from '@skyler/domain/auth-regras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const SIGNED_OUT: AuthState = {
  authenticated: false,
  otp_pending: false,
  otp_digits: OTP_DIGITS_DEFAULT,
  user: null,
};

export function logout(): Promise<AuthState> {
  return api.post<AuthState>('/api/logout/');
}

/** Ends the session and forgets every cached answer that belonged to the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (auth) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0] });
      queryClient.setQueryData(queryKeys.auth.whoami(), auth ?? SIGNED_OUT);
    },
  });
}
