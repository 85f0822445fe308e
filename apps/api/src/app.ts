import '@skyler/domain/zod-pt';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Replica } from './db/replica.ts';
import { createNfseClient } from './integrations/focus-nfe.ts';
import { createWhatsappClient } from './integrations/whatsapp.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { buscasRoutes } from './modules/buscas/buscas.routes.ts';
import { cepRoutes } from './modules/cep/cep.routes.ts';
import { comissaoRoutes } from './modules/comissao/comissao.routes.ts';
import { conciliacaoRoutes } from './modules/conciliacao/conciliacao.routes.ts';
import { ContagemDivergenciasCache } from './modules/conciliacao/contagem-cache.ts';
import { contasBancariasRoutes } from './modules/contas-bancarias/contas-bancarias.routes.ts';
import { movimentosListaRoutes } from './modules/contas-bancarias/movimentos-lista.routes.ts';
import { contatosRoutes } from './modules/contatos/contatos.routes.ts';
import { documentosRoutes } from './modules/contatos/documentos.routes.ts';
import { cotacoesRoutes } from './modules/cotacoes/cotacoes.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { emailsRoutes } from './modules/emails/emails.routes.ts';
import { emissoesDetalheRoutes } from './modules/emissoes/detalhe.routes.ts';
import { emissoesRoutes } from './modules/emissoes/emissoes.routes.ts';
import { empresasRoutes } from './modules/empresas/empresas.routes.ts';
import { exportarRoutes } from './modules/exportar/exportar.routes.ts';
import { financeiroRoutes } from './modules/financeiro/financeiro.routes.ts';
import { fiscalRoutes } from './modules/fiscal/fiscal.routes.ts';
import { fornecedoresRoutes } from './modules/fornecedores/fornecedores.routes.ts';
import { provedorImagensRoutes } from './modules/fornecedores/provedor-imagens.routes.ts';
import { provedoresRoutes } from './modules/fornecedores/provedores.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { mensagensRoutes } from './modules/mensagens/mensagens.routes.ts';
import { criarFilaWhatsapp } from './modules/mensagens/whatsapp-fila.ts';
import { milhasRoutes } from './modules/milhas/milhas.routes.ts';
import { milhasPropriasRoutes } from './modules/milhas-proprias/milhas-proprias.routes.ts';
import { milhasValidadasRoutes } from './modules/milhas-validadas/milhas-validadas.routes.ts';
import { moblixRoutes } from './modules/moblix/moblix.routes.ts';
import { moedasRoutes } from './modules/moedas/moedas.routes.ts';
import { movimentosBancariosRoutes } from './modules/movimentos-bancarios/movimentos-bancarios.routes.ts';
import { criarFilaNfse } from './modules/nfse/nfse.fila.ts';
import { nfseRoutes } from './modules/nfse/nfse.routes.ts';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes.ts';
import { orcamentosRoutes } from './modules/orcamentos/orcamentos.routes.ts';
import { ordensPagamentoRoutes } from './modules/ordens-pagamento/ordens-pagamento.routes.ts';
import { pagamentosRoutes } from './modules/pagamentos/pagamentos.routes.ts';
import { passageirosRoutes } from './modules/passageiros/passageiros.routes.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { pdfFaturaRoutes } from './modules/pdf-fatura/pdf-fatura.routes.ts';
import { pnrRoutes } from './modules/pnr/pnr.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { racsRoutes } from './modules/racs/racs.routes.ts';
import { referenciaRoutes } from './modules/referencia/referencia.routes.ts';
import { referenciaAdminRoutes } from './modules/referencia/referencia-admin.routes.ts';
import { senhaRoutes } from './modules/senha/senha.routes.ts';
import { listasDaEmpresaRoutes, listasDoContatoRoutes } from './modules/servicos/listas-do-cliente.routes.ts';
import { servicosRoutes } from './modules/servicos/servicos.routes.ts';
import { sessoesRoutes } from './modules/sessoes/sessoes.routes.ts';
import { taxasMeioPagamentoRoutes } from './modules/taxas-meio-pagamento/taxas-meio-pagamento.routes.ts';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes.ts';
import { resultadoVendaRoutes } from './modules/vendas/resultado.routes.ts';
import { vendasRoutes } from './modules/vendas/vendas.routes.ts';
import { type DeclaredRoute, enforceAccess, requireAccessDeclarations } from './platform/access.ts';
import { isApiRequest } from './platform/api-path.ts';
import { createCsrf } from './platform/csrf.ts';
import { createMailer, type Mailer } from './platform/email.ts';
import { criarFilaEmails } from './platform/email-fila.ts';
import {
  AppError,
  answerClientError,
  answerFrameworkError,
  GENERIC_MESSAGES,
  registerErrorHandler,
} from './platform/errors.ts';
import { createEventBus } from './platform/events.ts';
import type { App } from './platform/fastify.ts';
import type { FileStore } from './platform/files.ts';
import { webDistScriptHashes } from './platform/inline-scripts.ts';
import { rejectInvalidInput } from './platform/input-text.ts';
import { criarLeitura } from './platform/leitura.ts';
import { ocultarCpfs } from './platform/log-cpf.ts';
import {
  medirRequisicao,
  observarEventos,
  observarPool,
  observarReplica,
  responderMetricas,
} from './platform/metricas.ts';
import { rateLimitStoreFor } from './platform/rate-limit.ts';
import { createSerializerCompiler } from './platform/serializer.ts';
import { SessionCache } from './platform/session-cache.ts';
import {
  findSession,
  type LimitesSessao,
  motivoDoFimDaSessao,
  SESSION_COOKIE,
  type Session,
} from './platform/sessions.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  /** default: SMTP when configured, else the outbox folder */
  mailer?: Mailer;
  /**
   * the outboxes (e-mail, WhatsApp) are sent on a timer and at each new row's commit (default); false: only
   * when `app.emails.processar()` / `app.whatsapp.fila.processar()` is called (tests)
   */
  emailsAutomaticos?: boolean;
  files: FileStore;
  /** key of the HMAC that stores login codes */
  secret: string;
  /** a stream receives the log lines instead of stdout (tests read what the app logs) */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** serialize every response by Zod too and fail when the two differ (tests; platform/serializer.ts) */
  checkResponses?: boolean;
  /** LISTEN capability of the database, for live events across processes */
  connectListener?: Database['connectListener'];
  /** the database pool's state, for the metrics */
  estadoPool?: Database['estadoPool'];
  /** a streaming replica for the reads that tolerate its lag (decision 0090) */
  replica?: Replica;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Log fields never written: passwords, wherever a request's body or a logged object carries them (the
 * third-party loyalty accounts' `senha` of a miles validation among them).
 */
export const LOG_REDACT = [
  'senha',
  'password',
  '*.senha',
  '*.password',
  '*.*.senha',
  '*.*.password',
  'nova_senha',
  'senha_atual',
  '*.nova_senha',
  '*.senha_atual',
  'milhas_validadas[*].senha',
  '*.milhas_validadas[*].senha',
  '*.*.milhas_validadas[*].senha',
];

/** A proxy's `X-Request-Id` when it looks like one (it ends up in every log line), else a new UUID. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Areas register here, in the order of the spec. */
const MODULES = [
  authRoutes,
  usuariosRoutes,
  senhaRoutes,
  emailsRoutes,
  sessoesRoutes,
  referenciaRoutes,
  moedasRoutes,
  referenciaAdminRoutes,
  resultadoVendaRoutes,
  vendasRoutes,
  notificacoesRoutes,
  logsRoutes,
  mensagensRoutes,
  fornecedoresRoutes,
  provedoresRoutes,
  provedorImagensRoutes,
  milhasRoutes,
  cotacoesRoutes,
  contatosRoutes,
  listasDoContatoRoutes,
  documentosRoutes,
  empresasRoutes,
  listasDaEmpresaRoutes,
  cepRoutes,
  healthRoutes,
  pdfRoutes,
  moblixRoutes,
  orcamentosRoutes,
  pnrRoutes,
  servicosRoutes,
  passageirosRoutes,
  taxasMeioPagamentoRoutes,
  fiscalRoutes,
  financeiroRoutes,
  pagamentosRoutes,
  pdfFaturaRoutes,
  emissoesRoutes,
  emissoesDetalheRoutes,
  racsRoutes,
  milhasValidadasRoutes,
  milhasPropriasRoutes,
  ordensPagamentoRoutes,
  comissaoRoutes,
  exportarRoutes,
  dashboardRoutes,
  conciliacaoRoutes,
  buscasRoutes,
  contasBancariasRoutes,
  movimentosListaRoutes,
  movimentosBancariosRoutes,
  nfseRoutes,
  portalRoutes,
];

const here = path.dirname(fileURLToPath(import.meta.url));
/** Public PDFs (terms, privacy): next to the sources, copied next to main.js by the build. */
const STATIC_DIR = [path.join(here, 'static'), path.join(here, '..', 'static')].find((dir) =>
  existsSync(dir),
);
const WEB_DIST_DEFAULT = [
  path.join(here, '..', '..', 'web', 'dist'),
  path.join(here, '..', '..', '..', 'web', 'dist'),
].find((dir) => existsSync(path.join(dir, 'index.html')));

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            redact: { paths: LOG_REDACT, censor: '[oculto]' },
            hooks: { streamWrite: ocultarCpfs },
          },
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // answered by the hook below, in Portuguese like every other error
    return503OnClosing: false,
    genReqId: requestId,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkAgainstZod: deps.checkResponses ?? false }));
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  const leitura = criarLeitura({
    primario: deps.db,
    replica: deps.replica,
    leiaSuasEscritasMs: deps.config.replicaLeiaSuasEscritasMs,
    cookieSecure: deps.config.cookieSecure,
    avisar: (mensagem) => app.log.warn(mensagem),
  });
  app.decorate('leitura', leitura);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: deps.config.smtpUrl,
        from: deps.config.mailFrom,
        outboxDir: path.join(deps.config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  app.decorate('files', deps.files);
  app.decorate('secret', deps.secret);
  app.decorate('csrf', createCsrf({ secret: deps.secret, secure: deps.config.cookieSecure }));
  const events = await createEventBus(deps.connectListener);
  app.decorate('events', events);
  app.addHook('preClose', async () => events.endStreams());
  const emails = criarFilaEmails({
    db: deps.db,
    mailer: app.mailer,
    log: app.log,
    events,
    automatico: deps.emailsAutomaticos ?? true,
  });
  app.decorate('emails', emails);
  app.addHook('onClose', () => emails.parar());
  const nfseClient = createNfseClient({ baseUrl: deps.config.nfseUrl, token: deps.config.nfseToken });
  const filaNfse = criarFilaNfse({
    db: deps.db,
    client: nfseClient,
    log: app.log,
    events,
    automatico: deps.emailsAutomaticos ?? true,
  });
  const whatsappClient = createWhatsappClient({
    baseUrl: deps.config.whatsappApiUrl,
    token: deps.config.whatsappToken,
    phoneNumberId: deps.config.whatsappPhoneNumberId,
  });
  const whatsappFila = criarFilaWhatsapp({
    db: deps.db,
    client: whatsappClient,
    log: app.log,
    events,
    automatico: deps.emailsAutomaticos ?? true,
  });
  app.decorate('nfse', { ligada: nfseClient.configurado, fila: filaNfse });
  app.addHook('onClose', () => filaNfse.parar());
  app.decorate('whatsapp', { client: whatsappClient, fila: whatsappFila });
  app.addHook('onClose', () => whatsappFila.parar());
  app.addHook('onClose', () => events.close());
  const deixarDeObservar = [
    observarEventos(events.streamsAbertos),
    ...(deps.estadoPool ? [observarPool(deps.estadoPool)] : []),
    ...(deps.replica ? [observarReplica(deps.replica.estado)] : []),
  ];
  app.addHook('onClose', async () => {
    for (const parar of deixarDeObservar) parar();
  });
  app.addHook('onResponse', async (request, reply) => medirRequisicao(request, reply));
  const sessions = new SessionCache<Session>(events);
  app.addHook('onClose', async () => sessions.fechar());
  const contagemDivergencias = new ContagemDivergenciasCache(events);
  app.decorate('contagemDivergencias', contagemDivergencias);
  app.addHook('onClose', async () => contagemDivergencias.fechar());
  app.addHook('onSend', async (request, reply, payload) => {
    contagemDivergencias.esquecerAposEscrita(request, reply);
    leitura.aposResposta(request, reply);
    return payload;
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessaoEncerrada', null);
  registerErrorHandler(app);
  app.decorate('apiRoutes', [] as DeclaredRoute[]);
  requireAccessDeclarations(app, app.apiRoutes);

  await app.register(cookie);
  // only the routes that declare `config: { rateLimit }`; counted in PostgreSQL across processes (decision 0030)
  await app.register(rateLimit, { global: false, store: rateLimitStoreFor(deps.db) });
  // helmet's middleware built once: the Fastify plugin builds it again on every request
  const webDist = deps.config.webDist ?? WEB_DIST_DEFAULT;
  const securityHeaders = helmet({
    hsts: deps.config.cookieSecure,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's own inline script, by its hash (decision 0059)
        scriptSrc: ["'self'", ...webDistScriptHashes(webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Once closing, requests in flight finish and new ones (on kept-alive connections) get a 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // an answer sent while closing ends its connection, so a kept-alive client does not hold the close up
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // An API answer is never kept by the browser or a proxy (a signed-in user's data, a session's cookies),
  // unless its route says otherwise: the versioned logos and images, which are private (decision 0049).
  // The web app's files are not API answers and keep their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      done(new AppError('unavailable', GENERIC_MESSAGES.closing));
      return;
    }
    done();
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(multipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 5, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Skyler Back-office API',
        version: '1.0.0',
        description: 'API do back-office da agência.',
      },
      components: {
        securitySchemes: {
          sessao: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const limitesSessao: LimitesSessao = {
    horas: deps.config.sessionHours,
    inatividadeMinutos: deps.config.sessionIdleMinutes,
  };
  app.addHook('onRequest', async (request, reply) => {
    app.csrf.guard(request, reply);
    const token = request.cookies[SESSION_COOKIE];
    if (token && isApiRequest(request)) {
      const session = await findSession(app.db, token, sessions, limitesSessao);
      request.user = session?.user ?? null;
      request.sessionId = session?.id ?? null;
      // a cookie whose session no longer opens: the 401 and whoami say why (decision 0081)
      if (!session) request.sessaoEncerrada = await motivoDoFimDaSessao(app.db, token, limitesSessao);
    }
    enforceAccess(request);
  });

  app.addHook('preValidation', async (request) => {
    rejectInvalidInput({ params: request.params, query: request.query, body: request.body });
  });

  for (const module of MODULES) await app.register(module);

  // Prometheus's scrape (decision 0049): outside /api, no session or CSRF, its own bearer token
  app.get('/metrics', { schema: { hide: true } }, (request, reply) =>
    responderMetricas(request, reply, deps.config.metricsToken),
  );

  if (STATIC_DIR) {
    await app.register(fastifyStatic, { root: STATIC_DIR, prefix: '/static/', decorateReply: false });
  }
  if (webDist) {
    // hashed assets never change under their name: cached for a year; their .br/.gz built beside them are
    // sent to a browser that accepts them. Anything else is checked again on every visit.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const asset = path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRequest(request) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && webDist) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ detail: GENERIC_MESSAGES.notFound });
  });

  return app;
}
