import { vi } from "vitest";

/** A request the fake XMLHttpRequest was sent: method, address, headers (lower-cased) and body. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: its status, its body (JSON unless a string) and its headers. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * An XMLHttpRequest for the uploads (lib/uploadWithProgress.ts) that records what it is sent and
 * answers when told: `progress` and `sent` as the browser's upload events, `answer` as its load,
 * `fail` as a network error. `FakeXhr.last` is the newest made.
 */
export class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  aborted = false;
  request: SentUpload = { method: "", url: "", headers: {}, body: undefined };
  private responseHeaders: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.request.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  answer({ status, body, headers = {} }: FakeAnswer) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/**
 * Stubs the uploads' XMLHttpRequest for a page's test: each upload reports half its bytes sent, all
 * sent, then answers `answer`, on the next turn. Returns every request, in order.
 */
export function serveUpload(answer: FakeAnswer): SentUpload[] {
  const sent: SentUpload[] = [];
  class AnsweringXhr extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      sent.push(this.request);
      setTimeout(() => {
        this.progress(50, 100);
        this.sent();
        this.answer(answer);
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", AnsweringXhr);
  return sent;
}
