import type { App } from '../../app.ts';

/** Routes of the `buscas` area (decision 0029). */
export async function buscasRoutes(_app: App) {}
