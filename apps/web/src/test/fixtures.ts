import type { AuthState, User } from '@skyler/domain/auth';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ana.souza',
    nome: 'Ana',
    sobrenome: 'Souza',
    email: 'ana.souza@example.com',
    is_staff: true,
    id_token: null,
    cliente: false,
    pertencente: [],
    authorized_restricted_routes: [],
    sdr: false,
    consultor: true,
    cotador: false,
    consultores_extra: [],
    cotador_extra: [],
    emissores_extra: [],
    perfil_user: [],
    ...overrides,
  };
}

export function signedIn(user: User = makeUser()): AuthState {
  return { authenticated: true, otp_pending: false, otp_digits: 4, user };
}

export function otpPending(otpDigits = 4): AuthState {
  return { authenticated: false, otp_pending: true, otp_digits: otpDigits, user: null };
}

export function anonymous(): AuthState {
  return { authenticated: false, otp_pending: false, otp_digits: 4, user: null };
}
