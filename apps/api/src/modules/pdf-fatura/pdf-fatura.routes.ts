import type { App } from '../../app.ts';

/** The Planilha Fatura upload of the payment panel: an .xlsx turned into the service's invoice PDF. */
export async function pdfFaturaRoutes(_app: App) {}
