import { isIP } from "node:net";

/**
 * The browsers' push services (Chrome, Firefox, Safari, Edge). The server posts to whatever endpoint a member
 * registers, so an endpoint is accepted only on one of these hosts (or a subdomain), or on a host the operator
 * lists in WEB_PUSH_EXTRA_HOSTS: a member cannot make the server call into its own network (SSRF).
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

export type EndpointPolicy = {
  /** NODE_ENV=test: the fake push service runs on http://127.0.0.1, so any http(s) URL is accepted. */
  anyHost: boolean;
  extraHosts: readonly string[];
  /** Refuse loopback, private and link-local addresses even when listed (production). */
  publicOnly: boolean;
};

function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost") || bare.endsWith(".internal")) return true;
  const kind = isIP(bare);
  if (kind === 4) {
    const [a, b] = bare.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (kind === 6) {
    return (
      bare === "::" ||
      bare === "::1" ||
      bare.startsWith("fc") ||
      bare.startsWith("fd") ||
      bare.startsWith("fe80") ||
      bare.startsWith("::ffff:")
    );
  }
  return false;
}

const onHost = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

/** Whether the server may post pushes to `endpoint` (checked when a browser subscribes and before each send). */
export function pushEndpointAllowed(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.anyHost) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  if (policy.publicOnly && isPrivateAddress(host)) return false;
  return [...KNOWN_PUSH_SERVICE_HOSTS, ...policy.extraHosts].some((allowed) => onHost(host, allowed));
}
