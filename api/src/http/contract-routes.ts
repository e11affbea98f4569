import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { allEndpoints, errorReply, type Endpoint, type EndpointReply } from 'shared/contract';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle: (input: RouteInput<E>) => Promise<EndpointReply<E>>;
}

/** Binds a handler to a contract endpoint; the handler's input and reply types come from the endpoint's schemas. */
export function defineRoute<E extends Endpoint>(endpoint: E, handle: RouteDefinition<E>['handle']): RouteDefinition<E> {
  return { endpoint, handle };
}

/** The error statuses every call can answer, for the OpenAPI document. */
const ERROR_STATUSES = [400, 401, 403, 404, 413, 429, 500] as const;

/**
 * Registers one Fastify route per contract endpoint, with the endpoint's schemas for validation,
 * serialization and the OpenAPI document. Every endpoint of the contract must have exactly one handler,
 * so the contract stays the single list of what the API answers.
 */
/** The request hooks that check each kind of caller (see Endpoint.auth). */
export interface Authenticators {
  session: onRequestHookHandler;
  sourceKey: onRequestHookHandler;
}

export function registerContractRoutes(app: FastifyInstance, routes: RouteDefinition[], authenticators: Authenticators): void {
  const handled = new Set(routes.map((r) => r.endpoint));
  const missing = allEndpoints.filter((e) => !handled.has(e)).map((e) => `${e.method} ${e.path}`);
  if (missing.length > 0) throw new Error(`No handler for contract endpoints: ${missing.join(', ')}`);
  if (handled.size !== routes.length) throw new Error('A contract endpoint has more than one handler');

  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { endpoint: e, handle } of routes) {
    typed.route({
      method: e.method,
      url: e.path,
      schema: {
        summary: e.summary,
        tags: [e.tag],
        ...(e.auth === true ? { security: [{ token: [] }] } : e.auth === 'sourceKey' ? { security: [{ sourceKey: [] }] } : {}),
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
        response: { 200: e.reply, ...Object.fromEntries(ERROR_STATUSES.map((s) => [s, errorReply])) },
      },
      ...(e.auth === true ? { onRequest: authenticators.session } : e.auth === 'sourceKey' ? { onRequest: authenticators.sourceKey } : {}),
      handler: (request, reply) =>
        handle({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          request,
          reply,
        }),
    });
  }
}
