import type { LoginRequest } from '@skyler/domain/auth';

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The login page is the first download of every user, so the schema library behind `ZLoginRequest` and the
 * auth messages arrive when the user first types in the form (`preloadLoginValidation`; not on focus: the
 * login field takes the focus as the page shows), or at the latest on submit.
 */
function loadLoginValidation() {
  return import('@skyler/domain/auth');
}

export function preloadLoginValidation(): void {
  void loadLoginValidation();
}

export type LoginValidation =
  | { values: LoginRequest; errors: null }
  | { values: null; errors: LoginFieldErrors };

/** The values as the domain schema reads them (the login trimmed), or its message for each field it refuses. */
export async function validateLogin(values: LoginRequest): Promise<LoginValidation> {
  const { ZLoginRequest } = await loadLoginValidation();
  const result = ZLoginRequest.safeParse(values);
  if (result.success) return { values: result.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { values: null, errors };
}

export async function loginFailedMessage(): Promise<string> {
  const { AUTH_MESSAGES } = await loadLoginValidation();
  return AUTH_MESSAGES.loginFailed;
}
