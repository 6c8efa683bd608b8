import { createECDH, createDecipheriv, createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";

/**
 * A browser's push service (RFC 8030) on 127.0.0.1: it takes POSTs to `/push/<id>`, checks the VAPID
 * Authorization header (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the JWT's `aud` the service's origin,
 * `exp` within 24 hours, `sub` a contact) against the site's public key, the `aes128gcm` encoding and a TTL,
 * and records what arrived. A subscription can be made gone (410) or down (503).
 */
export type ReceivedPush = { id: string; headers: IncomingHttpHeaders; body: Buffer };

export type FakeWebPush = {
  baseUrl: string;
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID header or encoding, with why (a test expects none). */
  refused: string[];
  /** Answer 410 Gone for these subscription ids. */
  gone: Set<string>;
  /** Answer 503 for these subscription ids. */
  down: Set<string>;
  /** A fresh browser subscription on this service: what `PushSubscription.toJSON()` gives, and its decryptor. */
  newSubscription(): BrowserSubscription;
  close(): Promise<void>;
};

export type BrowserSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body encrypted for this browser (RFC 8291), as the browser would read it. */
  decrypt(body: Buffer): string;
};

function rawKeyToJwk(base64Url: string) {
  const raw = Buffer.from(base64Url, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("not an uncompressed P-256 key");
  return {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33, 65).toString("base64url"),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the browser's side of the encryption. */
function decryptAes128gcm(
  body: Buffer,
  browser: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.publicKey, serverPublicKey]);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startFakeWebPush(options: { vapidPublicKey: string }): Promise<FakeWebPush> {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone = new Set<string>();
  const down = new Set<string>();
  const vapidKey = await importJWK(rawKeyToJwk(options.vapidPublicKey), "ES256");
  let baseUrl = "";

  async function check(headers: IncomingHttpHeaders): Promise<string | null> {
    const authorization = headers.authorization ?? "";
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
    if (!match) return `bad Authorization: ${authorization}`;
    if (match[2] !== options.vapidPublicKey) return "k is not the site's VAPID key";
    try {
      const { payload } = await jwtVerify(match[1]!, vapidKey, { audience: baseUrl, algorithms: ["ES256"] });
      if (typeof payload.exp !== "number" || payload.exp > Date.now() / 1000 + 24 * 3600)
        return "exp too far";
      if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub))
        return "sub is no contact";
    } catch (error) {
      return `JWT: ${String(error)}`;
    }
    if (headers["content-encoding"] !== "aes128gcm") return `encoding ${headers["content-encoding"]}`;
    if (!/^\d+$/.test(String(headers.ttl ?? ""))) return "no TTL";
    return null;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const match = /^\/push\/([\w-]+)$/.exec(req.url ?? "");
        if (req.method !== "POST" || !match) return res.writeHead(404).end();
        const id = match[1]!;
        if (gone.has(id)) return res.writeHead(410).end("push subscription has unsubscribed or expired.");
        if (down.has(id)) return res.writeHead(503).end("try later");
        const problem = await check(req.headers);
        if (problem) {
          refused.push(problem);
          return res.writeHead(403).end(problem);
        }
        received.push({ id, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(201, { location: `${baseUrl}/message/${randomUUID()}` }).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    received,
    refused,
    gone,
    down,
    newSubscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const browser = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth };
      return {
        id,
        endpoint: `${baseUrl}/push/${id}`,
        keys: { p256dh: browser.publicKey.toString("base64url"), auth: auth.toString("base64url") },
        decrypt: (body) => decryptAes128gcm(body, browser),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
