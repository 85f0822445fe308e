import type { App } from '../../app.ts';

/** Payments (part 1 §2, §7): create, edit, delete, receipts, open payments, card links and the gateway's webhook. */
export async function pagamentosRoutes(_app: App) {}
