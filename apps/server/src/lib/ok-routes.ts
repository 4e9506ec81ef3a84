import { okEnvelope } from '@parlor/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { typed } from './typed';

type Guard = RouteShorthandOptions['preValidation'];
type Security = Record<string, string[]>[];

/** OpenAPI security of an endpoint a session cookie or a bearer token may call. */
export const sessionOrBearer: Security = [{ session: [] }, { bearer: [] }];

/** What one endpoint says of itself: its docs, its inputs and the payload of its OK envelope. */
export interface OkRouteOptions {
  /** The OpenAPI tags, when they are not the module's. */
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Security;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** The payload the route answers under 200, inside `{ status: 'OK', payload, message? }`. */
  answer: z.ZodType;
  /** The preValidation hook(s), when they are not the module's. */
  guard?: Guard;
}

/** The schema Fastify types the handler by: the options' inputs and the enveloped answer. */
interface OkSchema<O extends OkRouteOptions> {
  body: O['body'];
  querystring: O['querystring'];
  params: O['params'];
  response: { 200: ReturnType<typeof okEnvelope<O['answer']>> };
}

type OkHandler<O extends OkRouteOptions> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  OkSchema<O>,
  ZodTypeProvider
>;

/** What every endpoint of one module shares: its OpenAPI tags, its guard, its security. */
export interface OkRouteDefaults {
  tags: string[];
  guard?: Guard;
  security?: Security;
}

/**
 * Routes that answer the OK envelope, with what a module's endpoints share said once: each
 * endpoint names its path, docs, inputs, the payload it answers and its handler.
 */
export function okRoutes(app: FastifyInstance, defaults: OkRouteDefaults) {
  const api = typed(app);
  const define =
    (method: HTTPMethods) =>
    <O extends OkRouteOptions>(url: string, options: O, handler: OkHandler<O>) => {
      const { guard = defaults.guard, answer, ...inputs } = options;
      // The object holds what OkSchema<O> names; TypeScript cannot see it through the rest.
      const schema = {
        tags: defaults.tags,
        ...(defaults.security && { security: defaults.security }),
        ...inputs,
        response: { 200: okEnvelope(answer) },
      } as OkSchema<O>;
      api.route({ method, url, ...(guard && { preValidation: guard }), schema, handler });
    };
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}
