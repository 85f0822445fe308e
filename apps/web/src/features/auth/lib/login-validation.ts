import type { LoginRequest } from '@skyler/domain/auth';
import type { Resolver } from 'react-hook-form';

/**
 * The login page is the first download of every user, so the schema library behind
 * `zodResolver(ZLoginRequest)` and the auth messages arrive when the user first focuses the form
 * (`preloadLoginValidation`), or at the latest on submit.
 */
function loadLoginValidation() {
  return Promise.all([import('@hookform/resolvers/zod'), import('@skyler/domain/auth')]);
}

export function preloadLoginValidation(): void {
  void loadLoginValidation();
}

export const loginResolver: Resolver<LoginRequest> = async (values, context, options) => {
  const [{ zodResolver }, { ZLoginRequest }] = await loadLoginValidation();
  return zodResolver(ZLoginRequest)(values, context, options);
};

export async function loginFailedMessage(): Promise<string> {
  const [, { AUTH_MESSAGES }] = await loadLoginValidation();
  return AUTH_MESSAGES.loginFailed;
}
