// A TLS proxy speaking HTTP/2 to the browser and HTTP/1.1 to the product server, as the balancer a
// deployment puts in front of `npm start` does (docs/operations.md: the server runs behind TLS). For
// measuring pages as their users load them: over HTTP/2 a page's scripts share one connection,
// over the server's own HTTP/1.1 a browser opens six a host and queues the rest. Loopback only; the
// certificate is a throwaway self-signed one (openssl), so the browser is told to accept it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers HTTP/2 forbids or that belong to one hop only (RFC 9113 §8.2.2, RFC 9110 §7.6.1). */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/**
 * Starts the proxy on a free loopback port in front of `upstream` (http://127.0.0.1:PORT); the
 * `Host` (HTTP/2's `:authority`) is passed on unchanged, as a TLS proxy does, so the server must
 * know the proxy's address as its public one (EPR_PUBLIC_URL). Answers its origin and `stop()`.
 * @param {string} upstream
 * @param {number} port
 */
export async function startH2Proxy(upstream, port) {
  const dir = mkdtempSync(join(tmpdir(), "epr-h2-"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
      .concat(["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")]),
    { stdio: "ignore" },
  );
  const target = new URL(upstream);
  const server = createSecureServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")), allowHTTP1: true },
    (req, res) => {
      const headers = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(":") && !hopByHop.has(name)) headers[name] = value;
      }
      headers.host = req.headers[":authority"] ?? req.headers.host;
      const upstreamReq = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (upstreamRes) => {
          const answer = {};
          for (const [name, value] of Object.entries(upstreamRes.headers)) {
            if (!hopByHop.has(name)) answer[name] = value;
          }
          res.writeHead(upstreamRes.statusCode ?? 502, answer);
          upstreamRes.pipe(res);
        },
      );
      upstreamReq.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstreamReq);
    },
  );
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
