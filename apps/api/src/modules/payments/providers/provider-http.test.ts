import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PaymentProviderError } from "./payment-provider.js";
import { createProviderHttp } from "./provider-http.js";

const SECRET = "sk_live_must_never_show";

type Seen = { path: string; authorization: string | undefined };

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe("the gateway HTTP client every adapter uses", () => {
  const elsewhere: Seen[] = [];
  let gateway: Server;
  let otherHost: Server;

  beforeAll(async () => {
    otherHost = await listen((req, res) => {
      elsewhere.push({ path: req.url ?? "", authorization: req.headers.authorization });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    gateway = await listen((req, res) => {
      if (req.url === "/moved") {
        res.writeHead(302, { location: `${urlOf(otherHost)}/stolen` }).end();
      } else if (req.url === "/declined") {
        res
          .writeHead(422, { "content-type": "application/json" })
          .end(JSON.stringify({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] }));
      } else if (req.url === "/hang") {
        // Never answers: only the client's deadline ends the call.
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "ord_1" }));
      }
    });
  });
  afterAll(async () => {
    for (const server of [gateway, otherHost]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const client = (timeoutMs = 5_000) =>
    createProviderHttp({
      provider: "gateway",
      baseUrl: `${urlOf(gateway)}/`,
      authorization: `Bearer ${SECRET}`,
      timeoutMs,
    });

  it("reads a 2xx answer through the caller's schema", async () => {
    expect(await client().request({ method: "GET", path: "/order" }, z.object({ id: z.string() }))).toEqual({
      id: "ord_1",
    });
    const shape = await failure(
      client().request({ method: "GET", path: "/order" }, z.object({ id: z.number() })),
    );
    expect(shape.options.status).toBe(200);
  });

  it("never follows a redirect, so our key never reaches another host", async () => {
    const error = await failure(client().send({ method: "GET", path: "/moved" }));
    expect(error.message).not.toContain(SECRET);
    expect(elsewhere).toEqual([]);
  });

  it("hands a 4xx back to adapters that interpret it, and refuses it with the gateway's reason otherwise", async () => {
    const answer = await client().send({ method: "POST", path: "/declined", body: {} });
    expect(answer).toMatchObject({ status: 422, call: "POST /declined" });

    const refused = await failure(
      client().request({ method: "POST", path: "/declined", body: {} }, z.object({})),
    );
    expect(refused.options.status).toBe(422);
    expect(refused.message).toContain("INSTRUMENT_DECLINED");
    expect(refused.message).not.toContain(SECRET);
  });

  it("gives up on a gateway that does not answer within its deadline", async () => {
    const error = await failure(client(200).send({ method: "GET", path: "/hang" }));
    expect(error.message).not.toContain(SECRET);
  });
});
