import { readFileSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import { startStripeFake } from "../../apps/api/test/fakes/stripe-fake.js";

/**
 * Stripe for the browser tests, on one local port (E2E_STRIPE_PORT): the API's PaymentIntent calls go to the
 * API tests' StripeFake (STRIPE_API_BASE points here and is passed through), `/v3/` serves a fake Stripe.js
 * (STRIPE_JS_URL) and `POST /v1/payment_intents/:id/confirm` is what that script calls when the card is paid.
 * A card number ending in 0002 is declined, as Stripe's test card 4000 0000 0000 0002 is.
 * The same port serves the browser tests' map style (MAP_STYLE_URL, `/map/style.json`): a background and nothing to
 * fetch, so maps load offline from another origin, as the real style's host is (ADR 075).
 */
const port = Number(process.env.E2E_STRIPE_PORT ?? 3219);
const fake = await startStripeFake({ webhookSecret: "whsec_e2e" });
const script = readFileSync(new URL("./stripe-js.js", import.meta.url), "utf8");
const mapStyle = readFileSync(new URL("./map-style.json", import.meta.url), "utf8");

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

const server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://fake").pathname;
  if (req.method === "OPTIONS") {
    res.writeHead(204, cors).end();
    return;
  }
  if (req.method === "GET" && path === "/v3/") {
    res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", ...cors }).end(script);
    return;
  }
  if (req.method === "GET" && path === "/map/style.json") {
    res.writeHead(200, { "content-type": "application/json", ...cors }).end(mapStyle);
    return;
  }
  if (req.method === "GET" && path === "/health") {
    res.writeHead(200).end("ok");
    return;
  }
  const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
  if (req.method === "POST" && confirm) {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { "content-type": "application/json", ...cors }).end(JSON.stringify(payload));
      if (!/^Bearer pk_/.test(req.headers.authorization ?? "")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const { card = "", client_secret: secret = "" } = JSON.parse(body || "{}") as Record<string, string>;
      const intent = fake.intents.get(confirm[1]!);
      if (!intent || intent.client_secret !== secret) {
        return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      }
      if (card.replace(/\D/g, "").endsWith("0002")) {
        fake.decline(intent.id);
        return send(402, { error: { type: "card_error", message: "Your card was declined." } });
      }
      return send(200, fake.succeed(intent.id));
    });
    return;
  }
  // Everything else is the server-side API the SDK speaks: the API tests' fake answers it.
  const upstream = new URL(req.url ?? "/", fake.baseUrl);
  const proxied = forward(upstream, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  proxied.on("error", () => res.writeHead(502).end());
  req.pipe(proxied);
});

server.listen(port, "127.0.0.1", () => console.info(`fake Stripe on http://127.0.0.1:${port}`));
