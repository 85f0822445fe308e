/** Compensating controls around a short e-mailed code (see docs/decisions/0003-login-code-limits.md). */
export const AUTH_LIMITS = {
  codeTtlSeconds: 60,
  triesPerCode: 3,
  windowMinutes: 15,
  codesPerAccount: 3,
  codesPerIp: 20,
  passwordFailuresPerLogin: 10,
  passwordFailuresPerIp: 30,
  codeFailuresPerIp: 30,
  lockWindowHours: 24,
  codeFailuresToLock: 10,
} as const;
