import type { Context, MiddlewareHandler } from "hono";
import type { ServerConfig } from "../config.js";
import type { AppDeps, AppEnv } from "./env.js";
import { errorBody } from "./errors.js";

/**
 * The Host allow-list. A request naming a host that is not the portal's own is refused before any
 * route runs: nothing the server answers or sends (a link, a redirect, the same-origin check of
 * http/guard.ts) can then be built from a name the sender chose, and a DNS-rebinding page (a
 * foreign name resolving to this server) reads nothing. The server's own names are the host of
 * EPR_PUBLIC_URL and, in the embedded demo, the loopback names on the port it listens on.
 */

/** The refusal's sentence and code: 421 Misdirected Request (RFC 9110 §15.5.20). */
export const hostGateMessages = {
  misdirected: "This server does not answer for that host name. Open the portal at its own address.",
} as const;

/**
 * Load balancers and orchestrators probe a server by its own address (Kubernetes sends the pod's IP
 * as Host, an ALB the target's): health and readiness answer them whatever the Host. Neither carries
 * a link nor anything personal; the metrics have their own gate (a token or an allowed network).
 */
export const HOST_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  "/api/health",
  "/api/health/ready",
  "/api/metrics",
]);

/** The names the machine itself answers to (the embedded demo opens at http://localhost:PORT). */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The port the embedded server listens on: the socket's once it listens (PORT=0 picks one), else PORT. */
export function ownPort(deps: Pick<AppDeps, "config" | "lifecycle">): number {
  return deps.lifecycle?.port ?? deps.config.port;
}

/**
 * The origin of every link the server e-mails (reset links, contract links): EPR_PUBLIC_URL, which
 * a server on DATABASE_URL must have (config.ts), else the embedded demo's own address. Never the
 * request's Host.
 */
export function publicOrigin(deps: Pick<AppDeps, "config" | "lifecycle">): string {
  return deps.config.publicUrl ?? `http://localhost:${ownPort(deps)}`;
}

/** The default port of a URL's scheme, as a string (URL.port is "" for it). */
const defaultPort = (protocol: string) => (protocol === "https:" ? "443" : "80");

/** `name[:port]` of a Host header: a DNS name or IPv4 address, or an IPv6 address in brackets. */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * Whether a request's host (`name[:port]`, a Host header or the host of the request's URL) is one
 * of the server's own. `port` is the port the server listens on; undefined when the app answers
 * without a socket (in-process requests), where only the name is compared.
 */
export function isOwnHost(
  host: string,
  config: Pick<ServerConfig, "publicUrl" | "databaseUrl">,
  port: number | undefined,
): boolean {
  const parts = HOST.exec(host.toLowerCase().replace(/\.(?=:|$)/, ""));
  if (!parts) return false;
  const [, name = "", given = ""] = parts;
  if (config.publicUrl) {
    const publicUrl = new URL(config.publicUrl);
    // Behind a TLS proxy the request is http and a browser names no port: the name decides.
    if (
      name === publicUrl.hostname &&
      (given === "" || given === (publicUrl.port || defaultPort(publicUrl.protocol)))
    )
      return true;
  }
  if (config.databaseUrl || !LOOPBACK_NAMES.has(name)) return false;
  return port === undefined || (given || "80") === String(port);
}

/**
 * Refuses, 421 with a JSON sentence, a request whose Host is not one of the server's own. Both the
 * Host header and the host of the request's URL are checked: a request line in absolute form
 * (`GET http://name/…`) names a host of its own, which the URL takes over the header.
 */
export const hostGate: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
  if (HOST_EXEMPT_PATHS.has(c.req.path)) return next();
  const { config, lifecycle } = c.get("deps");
  const header = c.req.header("host");
  const own = (host: string) => isOwnHost(host, config, lifecycle?.port);
  if (!own(new URL(c.req.url).host) || (header !== undefined && !own(header)))
    return c.json(errorBody(hostGateMessages.misdirected, "misdirected_host"), 421);
  return next();
};
