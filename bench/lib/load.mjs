// A closed-loop load generator over keep-alive HTTP/1.1 (loopback only): `connections` loops, each
// sending its next request when the last one answered, for `seconds`. Our own rather than autocannon
// because the table needs p95, which autocannon's summary does not report; every latency is
// kept, so each percentile is exact.
//
// It speaks HTTP/1.1 over raw sockets: each request's bytes are built once and every answer is
// framed by its Content-Length (or chunks), nothing more. On a 2-core machine the load tool shares
// the CPU with the server and PostgreSQL; Node's http client cost about as much per request as the
// server's own stack, so measuring with it measured the client (the scale table, bench/scale.mjs).
import net from "node:net";
import { performance } from "node:perf_hooks";

/** Percentile p (0–100) of an ascending array, nearest rank. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

/** The request's bytes, sent as they are on every round. */
function encode({ port, method = "GET", path, headers = {}, body }) {
  const lines = [`${method} ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, "connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined) lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
}

const HEAD_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/**
 * Where the first whole answer in `buf` ends, and its status; null while more bytes are needed.
 * Answers are framed by Content-Length, or by chunks (Transfer-Encoding: chunked).
 */
function frame(buf) {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buf.toString("latin1", 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  let at = headEnd + 4;
  if (length) {
    const end = at + Number(length[1]);
    return end <= buf.length ? { status, end } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, end: at };
  for (;;) {
    const lineEnd = buf.indexOf(CRLF, at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buf.toString("latin1", at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (at > buf.length) return null;
    if (size === 0) return { status, end: at };
  }
}

/** One keep-alive connection; `send()` answers { status, ms } of the next request on it. */
export class Connection {
  #socket;
  #pending = null;
  #buf = Buffer.alloc(0);

  constructor(port) {
    this.port = port;
  }

  #open() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: "127.0.0.1", port: this.port, noDelay: true }, () =>
        resolve(socket),
      );
      socket.once("error", reject);
      socket.on("data", (chunk) => {
        this.#buf = this.#buf.length ? Buffer.concat([this.#buf, chunk]) : chunk;
        const answer = this.#pending && frame(this.#buf);
        if (!answer) return;
        this.#buf = this.#buf.subarray(answer.end);
        const { resolve: done, start } = this.#pending;
        this.#pending = null;
        done({ status: answer.status, ms: performance.now() - start });
      });
      const lost = (error) => {
        this.#socket = undefined;
        this.#buf = Buffer.alloc(0);
        const pending = this.#pending;
        this.#pending = null;
        pending?.reject(error ?? new Error("connection closed"));
      };
      socket.on("close", () => lost());
      socket.on("error", lost);
    });
  }

  /** Sends `bytes` (from `encode`) and waits for the whole answer; reconnects if the server closed. */
  async send(bytes) {
    this.#socket ??= await this.#open();
    const socket = this.#socket;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject, start: performance.now() };
      socket.write(bytes);
    });
  }

  close() {
    this.#socket?.destroy();
    this.#socket = undefined;
  }
}

/** One request on a new connection; answers { status, ms }. */
export async function send(request) {
  const connection = new Connection(request.port);
  try {
    return await connection.send(encode(request));
  } finally {
    connection.close();
  }
}

/** `count` requests one after another on one connection; answers their latencies in ms. */
export async function sequential(request, count) {
  const connection = new Connection(request.port);
  const bytes = encode(request);
  const times = [];
  try {
    for (let i = 0; i < count; i++) {
      const { status, ms } = await connection.send(bytes);
      if (status !== 200) throw new Error(`${request.method ?? "GET"} ${request.path} answered ${status}`);
      times.push(ms);
    }
  } finally {
    connection.close();
  }
  return times;
}

/** Runs the loops; answers requests/s, p50/p95/p99 in ms and the count of non-2xx answers and errors. */
export async function load(request, { connections = 50, seconds = 10 } = {}) {
  const bytes = encode(request);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    const connection = new Connection(request.port);
    while (performance.now() < end) {
      try {
        const { status, ms } = await connection.send(bytes);
        latencies.push(ms);
        if (status < 200 || status > 299) non2xx++;
      } catch {
        errors++;
        connection.close();
      }
    }
    connection.close();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: non2xx + errors,
  };
}
