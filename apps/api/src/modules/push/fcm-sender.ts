import { readFileSync } from "node:fs";
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import { outcomeOfStatus, PUSH_TIMEOUT_MS, type PushOutcome } from "./push-outcome.js";

const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";
/** A token is renewed this long before Google's expiry, so none expires in flight. */
const RENEW_EARLY_MS = 5 * 60 * 1000;

/** The fields of a Firebase service account key the sender needs. */
const ServiceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url().default(GOOGLE_TOKEN_URI),
});
export type FcmServiceAccount = z.infer<typeof ServiceAccount>;

/** FCM_SERVICE_ACCOUNT: the key's JSON itself, or a path to the file. A bad value stops start-up. */
export function readServiceAccount(value: string): FcmServiceAccount {
  const text = value.trimStart().startsWith("{") ? value : readFileSync(value, "utf8");
  const parsed = ServiceAccount.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`FCM_SERVICE_ACCOUNT is not a service account key: ${parsed.error.message}`);
  return parsed.data;
}

export type FcmMessage = { title: string; body: string; data: Record<string, string> };

/** FCM's error detail: `UNREGISTERED` (the app was uninstalled), `INVALID_ARGUMENT` (not a token), … */
const FcmError = z.object({
  error: z.object({
    status: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
});

/** Codes meaning the token will never receive anything again: it is deleted. */
const DEAD_TOKEN_CODES = new Set(["UNREGISTERED", "INVALID_ARGUMENT", "SENDER_ID_MISMATCH"]);

/**
 * FCM HTTP v1 (`POST {FCM_BASE_URL}/v1/projects/{project}/messages:send`) with an OAuth 2.0 access token for the
 * service account (ADR 062): a JWT assertion signed RS256 with `jose` and exchanged at the key's `token_uri`
 * (RFC 7523), cached until shortly before it expires.
 */
export function createFcmSender(options: { account: FcmServiceAccount; baseUrl: string; now?: () => Date }) {
  const { account } = options;
  const now = options.now ?? (() => new Date());
  const sendUrl = `${options.baseUrl.replace(/\/$/, "")}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(account.private_key, "RS256");
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({
        alg: "RS256",
        typ: "JWT",
        ...(account.private_key_id ? { kid: account.private_key_id } : {}),
      })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await fetch(account.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM token endpoint answered ${response.status}`);
    const body = z
      .object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) })
      .parse(await response.json());
    cached = { token: body.access_token, renewAt: now().getTime() + body.expires_in * 1000 - RENEW_EARLY_MS };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.renewAt > now().getTime()) return cached.token;
    // One exchange at a time: devices sent to at once share it.
    pending ??= fetchAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async send(token: string, message: FcmMessage): Promise<PushOutcome> {
      let response: Response;
      try {
        const bearer = await accessToken();
        response = await fetch(sendUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({
            message: {
              token,
              notification: { title: message.title, body: message.body },
              data: message.data,
            },
          }),
          redirect: "error",
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: "retry", reason: error instanceof Error ? error.message : String(error) };
      }
      if (response.ok) return { kind: "sent" };
      const text = await response.text().catch(() => "");
      if (response.status === 401) {
        // The access token was refused (revoked or expired early): the retry fetches a new one.
        cached = null;
        return { kind: "retry", status: 401, reason: text.slice(0, 200) };
      }
      const parsed = FcmError.safeParse(safeJson(text));
      // The detail's code, not the top-level status: a malformed message of ours is INVALID_ARGUMENT too, and
      // must not cost the member their device.
      const codes = parsed.success ? (parsed.data.error.details ?? []).map((d) => d.errorCode) : [];
      if (codes.some((code) => code !== undefined && DEAD_TOKEN_CODES.has(code))) {
        return { kind: "gone", status: response.status };
      }
      return outcomeOfStatus(response.status, text.slice(0, 200));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type FcmSender = ReturnType<typeof createFcmSender>;
