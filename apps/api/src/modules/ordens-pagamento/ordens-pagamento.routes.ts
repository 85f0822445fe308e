import type { App } from '../../app.ts';

/** Payment orders: what the agency owes its suppliers for each issuance (decision 0028). */
export async function ordensPagamentoRoutes(_app: App) {}
