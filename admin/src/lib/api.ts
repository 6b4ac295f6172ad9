import type { ErrorCode } from '@gkj/contract/errors';
import { notePasswordChangeRequired } from './password-change.ts';
import { $session, endSession } from './session.ts';
import { recoverSession } from './session-expiry.ts';

export type QueryValue = string | number | undefined | null;

/** What a refusal of the API says: the sentence for people and the code for the program. */
export interface Refusal {
  message?: string;
  code?: ErrorCode;
}

/**
 * A failed call: its HTTP status (0 when no answer came), the server's Indonesian sentence to show, and
 * its code to decide on (`STALE_RECORD`, `PASSWORD_CHANGE_REQUIRED` …); never compare the sentence.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;

  constructor(status: number, refusal: Refusal = {}) {
    super(refusal.message ?? `HTTP ${status}`);
    this.status = status;
    this.serverMessage = refusal.message;
    this.code = refusal.code;
  }
}

/** Whether a failure is the API's refusal with this code. */
export const isRefusal = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * What a failed write tells the user: the server's Indonesian reason when it sent one (every refusal
 * says what was wrong), else the screen's own text (the network is down, the answer was not JSON).
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * What a failed read tells the user: a refusal (403) in the server's own words, since the screen's
 * 'Gagal mengambil data …' would hide that the role may not see it; anything else the screen's text.
 */
export function loadFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 ? messageOf(error, fallback) : fallback;
}

/** An API path with its query string (empty values left out): also the SWR key of a read. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  return `/api${withQuery(path, query)}`;
}

function authHeaders(): Record<string, string> {
  const token = $session.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const tokenOf = (headers: Record<string, string>) => headers.Authorization?.slice('Bearer '.length);

/**
 * A 401 on a request that carried a token means the session is over. With unsaved input on screen
 * the user signs in again over the page and the request goes again (true); otherwise the session
 * ends and the guard sends the visitor to /login with the page to come back to (false).
 */
async function signedInAgain(status: number, token: string | undefined): Promise<boolean> {
  return status === 401 && token !== undefined && recoverSession(token);
}

/** A session that did not know its password was reset (signed in before, or in another tab) learns it here. */
function notePasswordReset(refusal: Refusal): void {
  if (refusal.code === 'PASSWORD_CHANGE_REQUIRED') notePasswordChangeRequired();
}

/** The `{ message, code }` of a refusal's body; an empty refusal when the body is not one. */
function readRefusal(text: string): Refusal {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return {};
    const { message, code } = body as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : undefined,
      code: typeof code === 'string' ? (code as ErrorCode) : undefined,
    };
  } catch {
    return {};
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** A 401 ends the session at once, whatever is on screen (the sign-out itself). */
  endSessionOn401?: boolean;
  /** A read the app makes by itself (polling): the server does not count it as the user's activity. */
  background?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A sign-in (and its second step) never carries the token of the session it replaces.
  const signIn = path === '/login' || path.startsWith('/login/');
  const headers: Record<string, string> = signIn ? {} : authHeaders();
  const token = tokenOf(headers);
  if (options.background) headers['X-Background'] = '1';
  const method = options.method ?? 'GET';
  let body: BodyInit | undefined = options.form;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  if (!response.ok) {
    const refusal = readRefusal(await response.text().catch(() => ''));
    notePasswordReset(refusal);
    if (options.endSessionOn401 && response.status === 401 && token) endSession();
    else if (await signedInAgain(response.status, token)) return apiRequest<T>(path, options);
    throw new ApiError(response.status, refusal);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : undefined) as T;
}

/** SWR's fetcher: the key is an API path with its query string. */
export const swrFetcher = <T>(key: string): Promise<T> => apiRequest<T>(key);

/** Multipart upload through XHR, the only browser API that reports upload progress. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          resolve(undefined as T);
        }
        return;
      }
      const refusal = readRefusal(xhr.responseText);
      notePasswordReset(refusal);
      void signedInAgain(xhr.status, tokenOf(headers)).then((again) =>
        again
          ? uploadWithProgress<T>(path, form, onProgress, method).then(resolve, reject)
          : reject(new ApiError(xhr.status, refusal)),
      );
    };
    xhr.send(form);
  });
}

/** A private file (a finance receipt) fetched with the token, as an object URL for <img>. */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<string> {
  const headers = authHeaders();
  const response = await fetch(url, { headers, signal });
  if (!response.ok) {
    if (await signedInAgain(response.status, tokenOf(headers))) return fetchPrivateFile(url, signal);
    throw new ApiError(response.status);
  }
  return URL.createObjectURL(await response.blob());
}

/**
 * A multipart body. Empty values are left out (the spec's rule for the finance form); on an update
 * a missing optional field clears it and a missing file keeps the stored one.
 */
export function toFormData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
