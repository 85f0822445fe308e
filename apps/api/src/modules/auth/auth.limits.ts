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
  /** password resets asked for one typed login from one address (decision 0040) */
  resetRequestsPerLoginAndIp: 3,
  /** password resets asked for one typed login from every address together */
  resetRequestsPerLogin: 10,
  resetRequestsPerIp: 20,
  /** reset e-mails one account receives; beyond it the request answers alike and sends nothing */
  resetEmailsPerAccount: 5,
} as const;
