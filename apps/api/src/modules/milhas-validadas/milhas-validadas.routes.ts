import type { App } from '../../app.ts';

/** Validating miles and wallet tickets and the validated purchases (decision 0028). */
export async function milhasValidadasRoutes(_app: App) {}
