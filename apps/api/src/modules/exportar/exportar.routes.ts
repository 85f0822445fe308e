import type { App } from '../../app.ts';

/** Routes of the `exportar` area (decision 0029). */
export async function exportarRoutes(_app: App) {}
