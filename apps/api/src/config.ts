import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The tables' owner on PostgreSQL, when DATABASE_URL's role is another: migrations run through it, then
   * DATABASE_URL's role gets its rights, the audit table's only to insert and read (decision 0047).
   */
  DATABASE_OWNER_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL (decision 0090): lists, searches, the dashboard and exports read from it
   * while it is reachable and no further behind than DATABASE_REPLICA_MAX_LAG_SECONDS; a user's reads within
   * DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS of their own write go to the primary.
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** API worker processes on one port (decision 0030). Default: the cores with DATABASE_URL, 1 on PGlite. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** PostgreSQL connections of all the workers' pools together (each worker also holds one LISTEN connection). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Seed demo users and data on an empty database. Default: on for the embedded database only. */
  DEMO_DATA: booleanString.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Skyler Back-office <nao-responda@skyler.local>'),
  OTP_DIGITS: z.coerce.number().int().min(4).max(8).default(4),
  /** days the proposal e-mail's link into the client's portal is valid */
  PORTAL_LINK_DIAS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secret that keys the stored OTP hashes; generated and kept in DATA_DIR when not given. */
  SECRET_KEY: z.string().min(32).optional(),
  /** Key (32 bytes, base64 or hex) of the third-party loyalty account passwords; generated and kept in DATA_DIR when not given. */
  MILHAS_SECRET_KEY: z.string().optional(),
  /** Trust X-Forwarded-For only when a known proxy sits in front: 'false' (default) or its addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z.string().default('false'),
  COOKIE_SECURE: booleanString.default(false),
  /** The address staff open the app at, for links sent by e-mail (invitations, password resets). Default: http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /** A session not used for this many minutes ends ("expirou por inatividade"); its absolute limit is SESSION_HOURS. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(4320).default(120),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** Object storage for uploaded and generated files: s3://bucket/prefix. Default: the folder DATA_DIR/files. */
  FILES_URL: z
    .union([z.string().regex(/^s3:\/\/[^/]+/, 'use s3://bucket/prefixo'), z.literal('')])
    .optional(),
  /** An S3-compatible server (MinIO…); without it, AWS S3 in FILES_S3_REGION. */
  FILES_S3_ENDPOINT: z.union([z.string().url(), z.literal('')]).optional(),
  FILES_S3_REGION: z.string().optional(),
  /** Without the keys the AWS SDK's own chain applies (AWS_ACCESS_KEY_ID…, profile, instance role). */
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** http://host/bucket/key addressing; default: on when FILES_S3_ENDPOINT is set. */
  FILES_S3_FORCE_PATH_STYLE: booleanString.optional(),
  LOG_LEVEL: z.string().default('info'),
  LOG_REQUESTS: booleanString.default(false),
  WEB_DIST: z.string().optional(),
  VIACEP_URL: z.string().url().default('https://viacep.com.br/ws'),
  CREDITO_API_URL: z.union([z.string().url(), z.literal('')]).optional(),
  CREDITO_API_KEY: z.string().optional(),
  MOBLIX_URL: z.union([z.string().url(), z.literal('')]).optional(),
  MOBLIX_TOKEN: z.string().optional(),
  PAGARME_URL: z.string().url().default('https://api.pagar.me/core/v5'),
  PAGARME_API_KEY: z.string().optional(),
  PAGARME_WEBHOOK_SECRET: z.string().optional(),
  /** The NFS-e provider (Focus NFe API v2, decision 0092); without it NFS-e is off. */
  NFSE_URL: z.union([z.string().url(), z.literal('')]).optional(),
  /** The provider's token, sent as the HTTP basic-auth user. */
  NFSE_TOKEN: z.string().optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** The Banco Central's PTAX service (Olinda OData); without it the daily exchange-rate update is off. */
  PTAX_URL: z.union([z.string().url(), z.literal('')]).optional(),
  /** Days login codes, ended sessions, rate-limit rows and used password links are kept before the daily purge (decision 0048). */
  RETENCAO_DIAS: z.coerce.number().int().min(2).max(3650).default(90),
  /** Bearer token Prometheus sends to GET /metrics; without it the route is off (decision 0049). */
  METRICS_TOKEN: z
    .union([z.string().min(16, 'use um token de pelo menos 16 caracteres'), z.literal('')])
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseOwnerUrl: string | undefined;
  databaseReplicaUrl: string | undefined;
  replicaAtrasoMaximoMs: number;
  replicaLeiaSuasEscritasMs: number;
  webConcurrency: number | undefined;
  databasePoolMax: number;
  demoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  otpDigits: number;
  /** days the proposal e-mail's link into the client's portal is valid */
  portalLinkDias: number;
  secretKey: string | undefined;
  milhasSecretKey: string | undefined;
  trustProxy: boolean | string;
  cookieSecure: boolean;
  /** without a trailing slash */
  appUrl: string;
  sessionHours: number;
  sessionIdleMinutes: number;
  uploadMaxBytes: number;
  filesUrl: string | undefined;
  filesS3: {
    endpoint: string | undefined;
    region: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean | undefined;
  };
  logLevel: string;
  logRequests: boolean;
  webDist: string | undefined;
  viacepUrl: string;
  creditoApiUrl: string | undefined;
  creditoApiKey: string | undefined;
  moblixUrl: string | undefined;
  moblixToken: string | undefined;
  pagarmeUrl: string;
  pagarmeApiKey: string | undefined;
  pagarmeWebhookSecret: string | undefined;
  nfseUrl: string | undefined;
  nfseToken: string | undefined;
  /** the WhatsApp Business Cloud API: off unless the token and the phone number id are set */
  whatsappApiUrl: string;
  whatsappToken: string | undefined;
  whatsappPhoneNumberId: string | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  ptaxUrl: string | undefined;
  retencaoDias: number;
  metricsToken: string | undefined;
};

function parseTrustProxy(value: string): boolean | string {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    replicaAtrasoMaximoMs: e.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000,
    replicaLeiaSuasEscritasMs: e.DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS * 1000,
    webConcurrency: e.WEB_CONCURRENCY,
    databasePoolMax: e.DATABASE_POOL_MAX,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    otpDigits: e.OTP_DIGITS,
    portalLinkDias: e.PORTAL_LINK_DIAS,
    secretKey: e.SECRET_KEY,
    milhasSecretKey: e.MILHAS_SECRET_KEY || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionHours: e.SESSION_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    filesUrl: e.FILES_URL || undefined,
    filesS3: {
      endpoint: e.FILES_S3_ENDPOINT || undefined,
      region: e.FILES_S3_REGION || undefined,
      accessKeyId: e.FILES_S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE,
    },
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    webDist: e.WEB_DIST,
    viacepUrl: e.VIACEP_URL,
    creditoApiUrl: e.CREDITO_API_URL || undefined,
    creditoApiKey: e.CREDITO_API_KEY || undefined,
    moblixUrl: e.MOBLIX_URL || undefined,
    moblixToken: e.MOBLIX_TOKEN || undefined,
    pagarmeUrl: e.PAGARME_URL,
    pagarmeApiKey: e.PAGARME_API_KEY || undefined,
    pagarmeWebhookSecret: e.PAGARME_WEBHOOK_SECRET || undefined,
    nfseUrl: e.NFSE_URL || undefined,
    nfseToken: e.NFSE_TOKEN || undefined,
    whatsappApiUrl: e.WHATSAPP_API_URL,
    whatsappToken: e.WHATSAPP_TOKEN || undefined,
    whatsappPhoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID || undefined,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET || undefined,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN || undefined,
    ptaxUrl: e.PTAX_URL || undefined,
    retencaoDias: e.RETENCAO_DIAS,
    metricsToken: e.METRICS_TOKEN || undefined,
  };
}

export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}
