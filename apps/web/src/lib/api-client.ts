import type { ApiErrorBody } from '@app/contracts';

/** An error answered by the data API, with its stable code and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => Promise<string | null>;
let currentToken: TokenSource = async () => null;

/** The auth provider registers how to get a fresh access token (refreshed when close to expiry). */
export function setAccessTokenSource(source: TokenSource): void {
  currentToken = source;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the data API (`/api/...`) as the signed-in user, if any. Throws ApiError on failure. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await currentToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(path, { method: request.method ?? 'GET', headers, body, signal: request.signal });
  if (response.status === 204) return undefined as T;
  const isJson = response.headers.get('content-type')?.includes('json');
  const payload: unknown = isJson ? await response.json() : await response.text();
  if (!response.ok) {
    const error = (payload as Partial<ApiErrorBody>)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? (typeof payload === 'string' && payload ? payload : `Request failed (${response.status})`),
      error?.fields,
    );
  }
  return payload as T;
}
