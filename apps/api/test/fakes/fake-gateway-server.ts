import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";

/**
 * The plumbing every fake gateway shares: a node:http server on 127.0.0.1 (port 0), a log of every request as the
 * gateway saw it, and an outage switch. Each fake supplies its own routes, authentication and response shapes.
 */

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The bytes as sent, for gateways that take forms (PayPal's token call) or sign what they receive. */
  rawBody: string;
  /** The JSON object sent, or null when the body is empty, a form, or JSON that is not an object. */
  body: Record<string, unknown> | null;
};

export type FakeReply = { status: number; body?: unknown };

/**
 * `unreachable` drops the connection like a dead host; a status (502, 503) answers with it and an HTML page, as an
 * overloaded gateway's load balancer does.
 */
export type FakeOutage = "none" | "unreachable" | number;

export type FakeGatewayServer = {
  baseUrl: string;
  /** Every request answered, oldest first: tests read the exact amounts and references the gateway was sent. */
  requests: FakeRequest[];
  setOutage(outage: FakeOutage): void;
  close(): Promise<void>;
};

export async function startFakeGatewayServer(
  route: (request: FakeRequest) => FakeReply,
): Promise<FakeGatewayServer> {
  const requests: FakeRequest[] = [];
  let outage: FakeOutage = "none";

  const answer = (res: ServerResponse, reply: FakeReply) =>
    res
      .writeHead(reply.status, { "content-type": "application/json" })
      .end(reply.body === undefined ? "" : JSON.stringify(reply.body));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (outage === "unreachable") {
        req.socket.destroy();
        return;
      }
      if (typeof outage === "number") {
        res.writeHead(outage, { "content-type": "text/html" }).end("<h1>Service Unavailable</h1>");
        return;
      }
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const json = parseJsonBody(req.headers["content-type"], rawBody);
      if (json === "invalid") {
        answer(res, { status: 400, body: { message: "Invalid JSON" } });
        return;
      }
      const request: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body: json,
      };
      requests.push(request);
      let reply: FakeReply;
      try {
        reply = route(request);
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } };
      }
      answer(res, reply);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setOutage(next) {
      outage = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A JSON body as the gateway reads it: malformed JSON is refused like a real gateway would (400). */
function parseJsonBody(
  contentType: string | undefined,
  rawBody: string,
): Record<string, unknown> | null | "invalid" {
  if (rawBody === "" || !contentType?.includes("json")) return null;
  try {
    const value = JSON.parse(rawBody) as unknown;
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return "invalid";
  }
}

let counter = 0;

/** Ids in each gateway's style (`order_…`, `pay_…`); unique within a test run, never random. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(14, "0")}`;
}
