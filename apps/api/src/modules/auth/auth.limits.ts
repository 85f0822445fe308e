/** Compensating controls around a short e-mailed code (see docs/decisions/0003-login-code-limits.md). */
export const AUTH_LIMITS = {
  codeTtlSeconds: 60,
  triesPerCode: 3,
  windowMinutes: 15,
  codesPerAccount: 3,
  codesPerIp: 20,
  /** wrong passwords for one login from one address: an attacker's address cannot lock the owner out */
  passwordFailuresPerLoginAndIp: 10,
  /** wrong passwords for one login from every address together */
  passwordFailuresPerLogin: 50,
  passwordFailuresPerIp: 30,
  codeFailuresPerIp: 30,
  lockWindowHours: 24,
  codeFailuresToLock: 10,
} as const;
