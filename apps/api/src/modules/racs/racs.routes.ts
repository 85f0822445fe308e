import type { App } from '../../app.ts';

/** After-sale requests (RAC): the lists, opening one, its protocols, documents, services and status. */
export async function racsRoutes(_app: App) {}
