import { ofetch } from 'ofetch';
import {
  AUTH_FAIL,
  NO_TOKEN,
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '../contract/index.js';

/** Codes the client adds to the server's own when no readable reply came back. */
export type ClientErrorCode = 'network' | 'bad_reply';

/** A failed call: `code` is the reply's `result`, `message` the server's error text. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The session is gone: the spec resets it on these texts. */
  get isAuthFailure(): boolean {
    return this.message === AUTH_FAIL || this.message === NO_TOKEN;
  }
}

export interface ApiClientOptions {
  /** Origin of the API; empty for the same origin as the page. */
  baseURL?: string;
  getToken: () => string | null | undefined;
  /** Called when a reply says the session is no longer valid ('Auth Fail' or 'no token'). */
  onAuthFail?: (error: ApiError) => void;
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const NETWORK_ERROR_TEXT = 'Cannot reach the server. Check your connection and try again.';
export const BAD_REPLY_TEXT = 'The server sent a reply this page does not understand. Please reload the page.';

export function createApiClient(options: ApiClientOptions) {
  // A custom fetch belongs to ofetch's global options (the second argument), not to the request defaults.
  const fetcher = ofetch.create(
    { baseURL: options.baseURL ?? '', retry: 0, ignoreResponseError: true },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function call<E extends Endpoint>(
    e: E,
    ...[input, callOptions]: EndpointInput<E> extends { params?: undefined; query?: undefined; body?: undefined }
      ? [input?: EndpointInput<E>, callOptions?: CallOptions]
      : [input: EndpointInput<E>, callOptions?: CallOptions]
  ): Promise<EndpointReply<E>> {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const headers: Record<string, string> = {};
    const token = e.auth === true ? options.getToken() : undefined;
    if (token) headers.token = token;

    let response;
    try {
      response = await fetcher.raw(buildPath(e.path, params), {
        method: e.method,
        headers,
        ...(query ? { query } : {}),
        ...(body !== undefined ? { body: body as Record<string, unknown> } : {}),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
        responseType: 'json',
      });
    } catch (cause) {
      if (callOptions?.signal?.aborted) throw cause;
      throw new ApiError('network', NETWORK_ERROR_TEXT, 0);
    }

    const reply = response._data as { result?: unknown; error?: unknown } | undefined;
    if (!reply || typeof reply !== 'object' || typeof reply.result !== 'string') {
      throw new ApiError('bad_reply', BAD_REPLY_TEXT, response.status);
    }
    if (reply.result !== 'success') {
      const error = new ApiError(reply.result, typeof reply.error === 'string' ? reply.error : `Request failed (${reply.result})`, response.status);
      if (error.isAuthFailure) options.onAuthFail?.(error);
      throw error;
    }
    const parsed = e.reply.safeParse(reply);
    if (!parsed.success) throw new ApiError('bad_reply', BAD_REPLY_TEXT, response.status);
    return parsed.data as EndpointReply<E>;
  }

  return { call };
}
