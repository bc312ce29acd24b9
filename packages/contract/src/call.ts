import { domainMessages, UNRECOGNIZED_ANSWER_CODE } from "@epr/domain";
import { safeParse } from "zod/mini";
import type * as core from "zod/v4/core";
import { ApiError, apiErrorSchema } from "./errors.js";

type Fetch = typeof fetch;

/** Said when the server cannot be reached at all (our wording). */
export const NETWORK_ERROR = "We could not reach the portal. Please check your connection and try again.";

export interface ApiClientOptions {
  /** Origin of the API; "" for the same origin. */
  baseUrl?: string;
  fetch?: Fetch;
  /**
   * Headers on every call of this client: the portal's polling client sends `X-Background: 1`
   * (BACKGROUND_HEADER of session.ts), which the server does not count as activity.
   */
  headers?: Record<string, string>;
  /** Sees every answer the server gave (the portal reads the session's ends from its headers). */
  onResponse?: (response: Response) => void;
}

/** One call of the API: the answer parsed with `schema`, or an {@link ApiError} with a sentence. */
export type ApiCall = <T>(path: string, schema: core.$ZodType<T>, init?: RequestInit) => Promise<T>;

/**
 * How every typed client calls the API: every answer is parsed with the same schema the server
 * answers with, so a changed shape fails loudly here instead of deep in a page.
 */
export function createCall(options: ApiClientOptions = {}): ApiCall {
  const base = options.baseUrl ?? "";
  const doFetch: Fetch = options.fetch ?? ((...args) => fetch(...args));

  return async function call<T>(path: string, schema: core.$ZodType<T>, init: RequestInit = {}): Promise<T> {
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        credentials: "same-origin",
        ...init,
        headers: {
          accept: "application/json",
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...options.headers,
          ...init.headers,
        },
      });
      options.onResponse?.(res);
      text = await res.text();
    } catch {
      // No answer at all (offline, server down): status 0, a sentence instead of "Failed to fetch".
      throw noAnswer();
    }
    return readAnswer(res.status, text, schema);
  };
}

/**
 * An answer read as every call reads it: a 2xx body by `schema` (502, unrecognised, when it does not
 * fit), any other status an ApiError with the error body's message, code and details. For callers
 * that cannot use fetch (an upload that reports its progress uses XMLHttpRequest).
 */
export function readAnswer<T>(status: number, text: string, schema: core.$ZodType<T>): T {
  if (status < 200 || status > 299) throw failedAnswer(status, text);
  const parsed = safeParse(schema, text ? safeJson(text) : undefined);
  if (!parsed.success) {
    throw new ApiError(502, {
      message: domainMessages.unexpectedFormat,
      code: UNRECOGNIZED_ANSWER_CODE,
    });
  }
  return parsed.data;
}

/** No answer at all (offline, server down) as an ApiError: status 0 and a sentence, not "Failed to fetch". */
export const noAnswer = (): ApiError => new ApiError(0, { message: NETWORK_ERROR, code: "network" });

/** A failed answer (not 2xx) as an ApiError: the error body's message, code and details. */
export function failedAnswer(status: number, text: string): ApiError {
  const parsed = apiErrorSchema.safeParse(text ? safeJson(text) : undefined);
  return new ApiError(status, parsed.success ? parsed.data : { message: domainMessages.unexpectedFormat });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
