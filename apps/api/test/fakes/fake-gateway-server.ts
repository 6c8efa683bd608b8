import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";

/**
 * The plumbing the Razorpay, Paystack and Flutterwave fakes share: a node:http server on 127.0.0.1 (port 0),
 * a log of every request as the gateway saw it, and an outage switch. Each fake supplies its own routes,
 * authentication and response shapes.
 */

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};

export type FakeReply = { status: number; body: unknown };

/** `unreachable` drops the connection like a dead host; `error` answers 503 like an overloaded gateway. */
export type FakeOutage = "none" | "unreachable" | "error";

export type FakeGatewayServer = {
  url: string;
  /** Every request received, oldest first: tests read the exact amounts and references the gateway was sent. */
  requests: FakeRequest[];
  setOutage(outage: FakeOutage): void;
  close(): Promise<void>;
};

export async function startFakeGatewayServer(
  route: (request: FakeRequest) => FakeReply,
): Promise<FakeGatewayServer> {
  const requests: FakeRequest[] = [];
  let outage: FakeOutage = "none";

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (outage === "unreachable") {
        req.socket.destroy();
        return;
      }
      if (outage === "error") {
        res.writeHead(503, { "content-type": "text/html" }).end("<h1>Service Unavailable</h1>");
        return;
      }
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      if (text.length > 0) {
        try {
          body = JSON.parse(text);
        } catch {
          res
            .writeHead(400, { "content-type": "application/json" })
            .end(JSON.stringify({ message: "Invalid JSON" }));
          return;
        }
      }
      const request: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const reply = route(request);
      res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
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

let counter = 0;

/** Ids in each gateway's style (`order_…`, `pay_…`); unique within a test run, never random. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(14, "0")}`;
}
