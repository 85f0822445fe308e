import type { App } from '../../app.ts';

/** The commission report and the users' commission rates (decision 0028). */
export async function comissaoRoutes(_app: App) {}
