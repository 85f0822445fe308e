import type { App } from '../../app.ts';

/** Services (part 1 §2, §7): invoicing the cart, the lists and panels, cancel, faturar. */
export async function servicosRoutes(_app: App) {}
