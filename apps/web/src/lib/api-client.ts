import { CURSOR_PAGE_MAX } from '@freshprice/shared';
import type { ApiErrorBody, CursorPage } from '@freshprice/shared';
import { ApiError } from './api-error';

/** Only `api/` calls the server; the rest of the app reads `ApiError` from `lib/api-error`. */
export { ApiError };

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function errorFields(body: ApiErrorBody): Record<string, string> {
  const fields = (body.error as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON when it is not already a BodyInit. */
  body?: unknown;
}

/**
 * The last ETag and parsed body of each GET URL. The API marks its answers `Cache-Control: no-store`
 * (private data must not sit in the browser's HTTP cache), so the browser never revalidates them
 * itself: this memory-only store does, and a 304 costs neither the transfer nor the parse.
 */
const revalidation = new Map<string, { etag: string; body: unknown }>();

/**
 * How a request reaches the server: the browser's fetch, or (in the server renderer, where there is
 * no origin to fetch from) the server answering in-process.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (path, init) => fetch(path, init);
let transport = browserFetch;
let keepAnswers = true;

/** The server renderer reads the public API in-process, and keeps no answers between requests; null restores fetch. */
export function setServerTransport(serve: Transport | null): void {
  transport = serve ?? browserFetch;
  keepAnswers = serve === null;
}

/** Forgets every kept answer: on sign-out, or when another user signs in. */
export function clearRevalidationStore(): void {
  revalidation.clear();
}

/** Same-origin fetch for `/api/*` that returns parsed JSON or throws an ApiError. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  const isGet = (rest.method ?? 'GET').toUpperCase() === 'GET';
  // A write that mails someone (an invitation) writes in the language the page is shown in.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (!isGet && pageLanguage && !requestHeaders.has('Accept-Language')) requestHeaders.set('Accept-Language', pageLanguage);
  const kept = isGet && keepAnswers ? revalidation.get(path) : undefined;
  if (kept && !requestHeaders.has('If-None-Match')) requestHeaders.set('If-None-Match', kept.etag);

  let response: Response;
  try {
    response = await transport(path, {
      credentials: 'same-origin',
      ...rest,
      headers: requestHeaders,
      body: requestBody,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection');
  }

  if (response.status === 304 && kept) return kept.body as T;

  if (!response.ok) throw await errorOf(response);

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : undefined) as T;
  if (isGet) {
    const etag = response.headers.get('ETag');
    if (etag && keepAnswers) revalidation.set(path, { etag, body: parsed });
    else revalidation.delete(path);
  }
  return parsed;
}

/** The ApiError a failed response stands for. */
async function errorOf(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  if (isApiErrorBody(payload)) return new ApiError(response.status, payload.error.code, payload.error.message, errorFields(payload), retryAfter);
  return new ApiError(response.status, `http_${response.status}`, response.statusText || 'Request failed', {}, retryAfter);
}

/** `Retry-After` in seconds (the server sends whole seconds; an HTTP date is read too), or undefined. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/**
 * POSTs JSON to an `/api/*` route that answers NDJSON, calling `onEvent` with each line as it arrives.
 * Failures before the stream starts throw the same ApiError as `apiFetch`.
 */
export async function apiStream<E>(path: string, body: unknown, onEvent: (event: E) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection');
  }
  if (!response.ok || !response.body) throw await errorOf(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as E);
    if (done) return;
  }
}

/** `path` with `name=value` added to its query string. */
function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * Every item of a cursor-paged list (`{ items, next }`): follows `next` until the last page, in pages
 * of the largest size the API allows. Each page is revalidated on its own (see `apiFetch`).
 */
export async function fetchAllPages<T>(path: string, init: Pick<ApiRequestInit, 'signal'> = {}): Promise<T[]> {
  const first = withParam(path, 'limit', String(CURSOR_PAGE_MAX));
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: CursorPage<T> = await apiFetch<CursorPage<T>>(cursor === null ? first : withParam(first, 'cursor', cursor), init);
    for (const item of page.items) items.push(item);
    cursor = page.next ?? null;
    // A cursor seen before would loop for ever: stop with an error rather than hang the page.
    if (cursor !== null && seen.has(cursor)) throw new ApiError(0, 'bad_cursor', 'The server repeated a page cursor');
    if (cursor !== null) seen.add(cursor);
  } while (cursor !== null);
  return items;
}

/**
 * POSTs JSON to an `/api/*` route that answers a file: the bytes and the name the server gave it
 * (Content-Disposition). Failures throw the same ApiError as `apiFetch`.
 */
export async function apiFile(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) headers.set('Accept-Language', pageLanguage);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection');
  }
  if (!response.ok) throw await errorOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName: name };
}
