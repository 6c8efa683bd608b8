import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  rawBody: string;
};

export type FakeReply = { status: number; body?: unknown };

export type FakeServer = {
  baseUrl: string;
  /** Every request in arrival order, so a test can assert what the provider saw. */
  requests: FakeRequest[];
  /** While set, every request is answered with this status, as a provider in an outage would. */
  outage: number | null;
  close(): Promise<void>;
};

/** A provider stand-in on 127.0.0.1 and a free port; `route` answers each request from the fake's own state. */
export async function startFakeServer(route: (request: FakeRequest) => FakeReply): Promise<FakeServer> {
  const fake = { requests: [] as FakeRequest[], outage: null as number | null };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const request: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
      };
      fake.requests.push(request);
      let reply: FakeReply;
      try {
        reply =
          fake.outage === null ? route(request) : { status: fake.outage, body: { message: "unavailable" } };
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } };
      }
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

export function parseJson(rawBody: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(rawBody) as unknown;
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
