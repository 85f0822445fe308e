import type { App } from '../../app.ts';

/** Routes of the `dashboard` area (decision 0029). */
export async function dashboardRoutes(_app: App) {}
