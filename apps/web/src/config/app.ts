export const APP_NAME = 'Skyler Back-office';
export const APP_YEAR = 2022;
export const APP_FOOTER = `${APP_NAME} © ${APP_YEAR}`;

/** part 1 §9: toasts last 3 s */
export const TOAST_DURATION_MS = 3000;

/** part 2 §2: a page chunk that has not arrived after this is reported as failed */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PUBLIC_PDFS = {
  termosDeUso: '/static/termos-de-uso.pdf',
  politicaDePrivacidade: '/static/politica-de-privacidade.pdf',
} as const;
