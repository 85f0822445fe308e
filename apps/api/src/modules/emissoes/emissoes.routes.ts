import type { App } from '../../app.ts';

/** Issuances: the queue, the detail's tabs (geral, beneficiaries, attachments, payment lines) and the agency's cards. */
export async function emissoesRoutes(_app: App) {}
