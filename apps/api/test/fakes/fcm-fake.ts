import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { importSPKI, jwtVerify } from "jose";

/**
 * Google's OAuth token endpoint and FCM HTTP v1 on 127.0.0.1. The token endpoint checks the JWT bearer
 * assertion (RFC 7523) against the service account's public key (RS256, `iss` the account, `aud` the token
 * URI, the messaging scope); `messages:send` wants one of the tokens it issued and answers UNREGISTERED for the
 * device tokens a test chose.
 */
export type FcmSent = {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
};

export type FakeFcm = {
  baseUrl: string;
  projectId: string;
  /** The service account key, as FCM_SERVICE_ACCOUNT takes it (token_uri pointing here). */
  serviceAccountJson: string;
  sent: FcmSent[];
  /** Assertions or calls refused, with why (a test expects none). */
  refused: string[];
  tokenExchanges: number;
  unregistered: Set<string>;
  close(): Promise<void>;
};

export async function startFakeFcm(): Promise<FakeFcm> {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const verifyKey = await importSPKI(publicKey.export({ type: "spki", format: "pem" }).toString(), "RS256");
  const projectId = "manzil-test";
  const clientEmail = "push@manzil-test.iam.gserviceaccount.com";
  const issued = new Set<string>();
  const sent: FcmSent[] = [];
  const refused: string[] = [];
  const unregistered = new Set<string>();
  let baseUrl = "";
  const fake = { tokenExchanges: 0 };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
        if (req.method === "POST" && req.url === "/token") {
          const form = new URLSearchParams(text);
          try {
            if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
              throw new Error("grant_type");
            const { payload } = await jwtVerify(form.get("assertion") ?? "", verifyKey, {
              issuer: clientEmail,
              audience: `${baseUrl}/token`,
              algorithms: ["RS256"],
            });
            if (
              !String(payload.scope).split(" ").includes("https://www.googleapis.com/auth/firebase.messaging")
            ) {
              throw new Error("scope");
            }
          } catch (error) {
            refused.push(`token: ${String(error)}`);
            return json(400, { error: "invalid_grant" });
          }
          fake.tokenExchanges++;
          const token = `ya29.${randomUUID()}`;
          issued.add(token);
          return json(200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
        }
        if (req.method === "POST" && req.url === `/v1/projects/${projectId}/messages:send`) {
          const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
          if (!bearer || !issued.has(bearer)) {
            refused.push("send: unknown access token");
            return json(401, { error: { code: 401, status: "UNAUTHENTICATED" } });
          }
          const message = (JSON.parse(text) as { message: FcmSent }).message;
          if (unregistered.has(message.token)) {
            return json(404, {
              error: {
                code: 404,
                message: "Requested entity was not found.",
                status: "NOT_FOUND",
                details: [
                  {
                    "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
                    errorCode: "UNREGISTERED",
                  },
                ],
              },
            });
          }
          sent.push(message);
          return json(200, { name: `projects/${projectId}/messages/${randomUUID()}` });
        }
        json(404, { error: { code: 404, status: "NOT_FOUND" } });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    projectId,
    serviceAccountJson: JSON.stringify({
      type: "service_account",
      project_id: projectId,
      private_key_id: "test-key",
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      client_email: clientEmail,
      token_uri: `${baseUrl}/token`,
    }),
    sent,
    refused,
    get tokenExchanges() {
      return fake.tokenExchanges;
    },
    unregistered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
