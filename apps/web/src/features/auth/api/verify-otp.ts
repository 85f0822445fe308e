import type { AuthState, OtpRequest } from '@skyler/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function verifyOtp(body: OtpRequest): Promise<AuthState> {
  return api.post<AuthState>('/api/otp_verification/', body);
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (auth) => queryClient.setQueryData(queryKeys.auth.whoami(), auth),
  });
}
