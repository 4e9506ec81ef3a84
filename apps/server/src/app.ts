import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { configureZodMessages } from '@parlor/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createEventBus, type EventBus } from './adapters/bus';
import { createIpcBus } from './adapters/bus/ipc';
import { createIpcRateLimitStore } from './adapters/rate-limit/ipc';
import type { IpcEndpoint } from './cluster/ipc';
import { createMailer } from './adapters/mail';
import { createFileStorage, type FileStorage } from './adapters/storage';
import paymentsPlugin from './adapters/payments/plugin';
import { createRateLimitStore, type RateLimitStore } from './adapters/rate-limit';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createRedisStatus, type RedisStatus } from './redis-status';
import { answerClientError } from './lib/client-error';
import { serializeError } from './lib/log-serializers';
import { openApiTransform } from './lib/openapi-transform';
import { serializeRequest } from './lib/redact-log-url';
import { responseSerializerCompiler } from './lib/response-serializer';
import safetyRoutes from './modules/safety/routes';
import adminRoutes from './modules/admin/routes';
import { createImagePool } from './modules/chat/attachments/image-pool';
import healthRoutes from './modules/health/routes';
import moneyRoutes from './modules/money/routes';
import accountsRoutes from './modules/accounts/routes';
import tokenRoutes from './modules/accounts/token-routes';
import chatRoutes from './modules/chat/routes';
import adminPayoutRoutes from './modules/payouts/admin-routes';
import payoutRoutes from './modules/payouts/routes';
import privacyRoutes from './modules/privacy/routes';
import contentRoutes from './modules/content/routes';
import companionPlugin from './modules/ai/companion-plugin';
import { companionChatPort } from './modules/ai/chat-port';
import { interlocutorsChatPort } from './modules/interlocutors/chat-port';
import { safetyChatPort } from './modules/safety/chat-port';
import interlocutorRoutes from './modules/interlocutors/routes';
import ratingsRoutes from './modules/ratings/routes';
import notificationsPlugin from './modules/notifications/notifications-plugin';
import notificationRoutes from './modules/notifications/routes';
import authPlugin from './plugins/auth/auth';
import csrfPlugin from './plugins/auth/csrf';
import errorsPlugin, { answerError } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import noticesPlugin from './plugins/notices';
import processHeaderPlugin from './plugins/process-header';
import referenceDataPlugin from './plugins/reference-data';
import requestContextPlugin from './plugins/request-context';
import schedulerPlugin from './plugins/scheduler';
import securityHeadersPlugin from './plugins/security-headers';
import urlGuardPlugin from './plugins/url-guard';
import webAppPlugin from './modules/content/web-app';
import { createReadiness, type Readiness } from './lib/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Shared Redis client when REDIS_URL is set. */
    redis: Redis | undefined;
    /** Whether Redis answers (health, and its fault logged once); undefined without Redis. */
    redisStatus: RedisStatus | undefined;
    bus: EventBus;
    rateLimits: RateLimitStore;
    /** Chat attachment files. */
    storage: FileStorage;
    /** Whether every process finished its start-up work (health answers 503 until then). */
    readiness: Readiness;
  }
}

/** What the app needs from outside; main.ts opens them from the config, tests make their own. */
export interface AppDependencies {
  db: Database;
  redis?: Redis;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * This process's place in a `WEB_CONCURRENCY` cluster and its channel to the primary: the
   * bus and the rate limits go through it when there is no Redis.
   */
  cluster?: { index: number; ipc: IpcEndpoint };
  /**
   * Said ready by the caller once its start-up work is done (serve.ts); without it the app
   * is ready once built (tests).
   */
  readiness?: Readiness;
}

function loggerOptions(
  config: AppConfig,
  stream: AppDependencies['logStream'],
): FastifyServerOptions['logger'] {
  const common = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
    // Errors are logged without their bound values (password hashes, e-mails, billing data).
    serializers: { err: serializeError, req: serializeRequest },
  };
  if (stream) return { ...common, stream };
  if (!config.logPretty) return common;
  const pretty = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' };
  return { ...common, transport: { target: 'pino-pretty', options: pretty } };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Zod checks the input and our own compiler writes the answers. Given to Fastify's constructor
 * rather than through setValidatorCompiler/setSerializerCompiler, so Fastify never loads its
 * default compilers (ajv, fast-json-stringify): a second of every start at load
 * (bench/README.md, start-up). Fastify types these factories after ajv's; ours take the same
 * route schema argument, hence the cast.
 */
function zodCompilersFactory(config: AppConfig): CompilersFactory {
  const serializerCompiler = responseSerializerCompiler(config.env);
  return {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as CompilersFactory;
}

/** The Fastify instance with the server's options, nothing registered yet. */
function createFastify(config: AppConfig, deps: AppDependencies): FastifyInstance {
  return Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before routing (a path that cannot be decoded, a too long path parameter)
    // and requests Node cannot parse answer the envelope too, never Fastify's default body.
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilersFactory(config) },
  });
}

/** Outside systems, shared by every module, and their closing when the app closes. */
async function decorateOutsideSystems(
  app: FastifyInstance,
  config: AppConfig,
  deps: AppDependencies,
): Promise<void> {
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('redis', deps.redis);
  app.decorate('readiness', deps.readiness ?? createReadiness(true));
  const redisStatus = deps.redis ? createRedisStatus(app.log) : undefined;
  if (deps.redis) redisStatus?.watch(deps.redis);
  app.decorate('redisStatus', redisStatus);
  const onBusError = (error: unknown) => app.log.error({ err: error }, 'event bus error');
  // Between the processes of one cluster: through Redis when set, else the cluster's IPC.
  const clusterIpc = deps.redis ? undefined : deps.cluster?.ipc;
  app.decorate(
    'bus',
    clusterIpc
      ? createIpcBus(clusterIpc, onBusError)
      : createEventBus(deps.redis, onBusError, redisStatus),
  );
  app.decorate(
    'rateLimits',
    clusterIpc
      ? createIpcRateLimitStore(clusterIpc)
      : createRateLimitStore(deps.redis, redisStatus),
  );
  const storage = await createFileStorage(config);
  app.decorate('storage', storage);
  app.decorate('imagePool', createImagePool());
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      mailDir: path.join(config.dataDir, 'mail'),
      logLinks: config.env !== 'production',
      log: app.log,
    }),
  );
  // Serve only once this instance hears the other instances' invalidations (session and
  // reference caches): a request served before could use a value another instance changed.
  app.addHook('onReady', () => app.bus.listening());
  app.addHook('onClose', async () => {
    // Closing the connections on purpose is no fault to log.
    redisStatus?.close();
    await app.bus.close();
    await app.rateLimits.close();
    await app.mailer.close();
    storage.close?.();
  });
}

/** External plugins: cookies, forms, WebSockets, the API docs and the security headers. */
async function registerExternalPlugins(app: FastifyInstance, deps: AppDependencies) {
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Bodies are JSON, forms, or multipart where a route takes files: Fastify's built-in
  // text/plain parser would hand a route a string its schema never describes.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  if (deps.cluster) await app.register(processHeaderPlugin, { index: deps.cluster.index });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Parlor API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `{ status: "OK", payload, message? }` or `{ status: "ERROR", message, code?, errors? }`. ' +
          'Every call accepts `currency` and `lang_id` (query for GET, body otherwise). Browser clients authenticate with the ' +
          'session cookie and echo the XSRF-TOKEN cookie in X-XSRF-TOKEN; other clients send `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'parlor_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: openApiTransform,
  });
  // Before the API docs: their own policy (staticCSP, hashes of the page's inline scripts)
  // replaces the fallback one this sets on HTML answers.
  await app.register(securityHeadersPlugin);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** App plugins: order matters (context before errors need it, auth before CSRF). */
async function registerAppPlugins(app: FastifyInstance) {
  await app.register(referenceDataPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(urlGuardPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  await app.register(schedulerPlugin);
  // What happened, for those not looking: the modules announce, notifications listens.
  await app.register(noticesPlugin);
  await app.register(notificationsPlugin);
  // Card payments: app.payments, and the test gateway's pay page at /pay/test/{id} when active.
  await app.register(paymentsPlugin);
  // The AI companion: app.companion, its reply jobs' timers and sweep.
  await app.register(companionPlugin);
  // What chat asks of the modules above it (chat/ports.ts), handed in so it never imports them.
  app.decorate('chatPorts', {
    companion: companionChatPort,
    interlocutors: interlocutorsChatPort,
    safety: safetyChatPort,
  });
}

/** Feature modules, under /api. */
async function registerModules(app: FastifyInstance) {
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(contentRoutes);
      await api.register(accountsRoutes);
      await api.register(tokenRoutes);
      await api.register(moneyRoutes);
      await api.register(chatRoutes);
      await api.register(interlocutorRoutes);
      await api.register(ratingsRoutes);
      await api.register(payoutRoutes);
      await api.register(adminPayoutRoutes);
      await api.register(adminRoutes);
      await api.register(safetyRoutes);
      await api.register(privacyRoutes);
      await api.register(notificationRoutes);
    },
    { prefix: '/api' },
  );
}

/**
 * Builds the whole server: external plugins, then app plugins, then the feature modules
 * under /api, then the SPA. Nothing listens until the caller does.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  configureZodMessages();
  const app = createFastify(config, deps);
  await decorateOutsideSystems(app, config, deps);
  await registerExternalPlugins(app, deps);
  await registerAppPlugins(app);
  await registerModules(app);
  await app.register(webAppPlugin);
  return app;
}
