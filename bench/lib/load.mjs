// A closed-loop load generator over keep-alive HTTP/1.1 (loopback only): `connections` loops, each
// sending its next request when the last one answered, for `seconds`. Our own rather than autocannon
// because the table needs p95, which autocannon's summary does not report; every latency is
// kept, so each percentile is exact.
import http from "node:http";
import { performance } from "node:perf_hooks";

/** Percentile p (0–100) of an ascending array, nearest rank. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

/** One request; answers { status, ms }. */
export function send(agent, { port, method = "GET", path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Runs the loops; answers requests/s, p50/p95/p99 in ms and the count of non-2xx answers and errors. */
export async function load(request, { connections = 50, seconds = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      try {
        const { status, ms } = await send(agent, request);
        latencies.push(ms);
        if (status < 200 || status > 299) non2xx++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: non2xx + errors,
  };
}
