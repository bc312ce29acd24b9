import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { type Decision, notFound } from "./decision.js";

/**
 * The operator's door (metrics): the configured token or an address of the operator's network,
 * checked without a session; anyone else is answered as if the route did not exist.
 */

/** Who asks for an operator route: the bearer token sent, if any, and the client's address. */
export interface OperatorRequest {
  bearer: string | undefined;
  address: string;
}

/** What lets an operator in: the configured token (EPR_METRICS_TOKEN) and allowed networks (EPR_METRICS_ALLOW). */
export interface OperatorAccess {
  token: string | undefined;
  allow: readonly string[];
}

/** The body of an unknown API path (app.ts), which a refused operator route answers word for word. */
export const NO_SUCH_ENDPOINT = "No such API endpoint.";

/**
 * An operator route (the operator's metrics, "readable only from the operator's network or with a
 * token"): the right token from anywhere, or any call from an allowed address. Anyone else gets a
 * 404 identical to an unknown path's rather than a 403, so a scan from outside learns nothing
 * (not even that metrics exist) and a mistyped token reads the same as a wrong address.
 */
export function mayReadOperatorData(request: OperatorRequest, access: OperatorAccess): Decision {
  if (access.token !== undefined && request.bearer !== undefined && sameSecret(request.bearer, access.token))
    return null;
  return inNetworks(request.address, access.allow) ? null : notFound(NO_SUCH_ENDPOINT);
}

/** Compared in constant time over digests, so neither the length nor a prefix leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of the CIDRs or addresses listed. */
export function inNetworks(address: string, networks: readonly string[]): boolean {
  const family = isIP(address);
  if (!family) return false; // no socket (an in-process call) or an unreadable forwarded address
  const list = new BlockList();
  for (const entry of networks) {
    const [net = "", prefix] = entry.split("/");
    const type = isIP(net) === 6 ? "ipv6" : "ipv4";
    list.addSubnet(net, prefix === undefined ? (type === "ipv6" ? 128 : 32) : Number(prefix), type);
  }
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}
