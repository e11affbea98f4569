import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAuth = boolean | 'sourceKey';

/**
 * One API call: path, method, the schemas of what goes in and what comes back.
 * The API registers its routes from these, the OpenAPI document is generated from them,
 * and the browser client takes its types from them.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/task/info/:id`. */
  path: string;
  summary: string;
  tag: string;
  /**
   * true: the session token header; false only for calls made before a session exists (login);
   * 'sourceKey': a source's ingest key in the x-api-key header (machine-to-machine).
   */
  auth: EndpointAuth;
  params: P;
  query: Q;
  body: B;
  reply: R;
}

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth?: EndpointAuth;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
}): Endpoint<P, Q, B, R> {
  return {
    auth: true,
    ...e,
    params: e.params as P,
    query: e.query as Q,
    body: e.body as B,
  };
}

type InferOr<T, Else> = T extends z.ZodType ? z.input<T> : Else;

/** What a caller passes for an endpoint: only the parts it declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: InferOr<E['params'], never> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: InferOr<E['query'], never> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InferOr<E['body'], never> } : { body?: undefined });

/** The success reply of an endpoint. */
export type EndpointReply<E extends Endpoint> = z.output<E['reply']>;

/** Fills `:name` segments of a path from params. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
