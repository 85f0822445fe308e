/** The stand-in card gateway's keys, shared by it and the app. */
export const PAGARME = { PAGARME_API_KEY: 'sk_test_e2e', PAGARME_WEBHOOK_SECRET: 'whsec_e2e' };
/** The stand-in Focus NFe's token, shared by it and the app. */
export const FOCUS_NFE = { NFSE_TOKEN: 'focus_token_e2e' };

/**
 * The environment of the app the journeys run against: a fresh embedded database with the demo agency in
 * `dataDir`, the stand-in gateway on `gatewayPort`, the stand-in Focus NFe (`fake-focus-nfe.mjs`, NFS-e on) on
 * `focusPort`. `preparar-dados.ts` prepares that database with the same environment before the run when CI has
 * the time to spare.
 */
export function servidorEnv(o: {
  port: number;
  gatewayPort: number;
  focusPort: number;
  dataDir: string;
}): Record<string, string> {
  return {
    PORT: String(o.port),
    HOST: '127.0.0.1',
    DATA_DIR: o.dataDir,
    APP_URL: `http://127.0.0.1:${o.port}`,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    PAGARME_URL: `http://127.0.0.1:${o.gatewayPort}`,
    ...PAGARME,
    NFSE_URL: `http://127.0.0.1:${o.focusPort}`,
    ...FOCUS_NFE,
  };
}
