import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config.js";
import { createMessaging } from "../src/modules/messaging/messaging.service.js";
import { readOutbox } from "./outbox.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { arabicLetters } from "./helpers.js";

const silent = { info: () => undefined } as never;

async function withDataDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "manzil-messaging-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("messages out", () => {
  it("go to the outbox in the recipient's language when no provider is configured", async () => {
    await withDataDir(async (dir) => {
      const messaging = createMessaging(loadConfig({ DATA_DIR: dir }), silent);
      await messaging.sendEmail({
        to: "a@example.com",
        template: "verification_code",
        lang: "ar",
        params: { code: "123456", minutes: "10" },
      });
      await messaging.sendSms({
        to: "+201001234567",
        template: "verification_code",
        lang: "en",
        params: { code: "654321", minutes: "10" },
      });
      const [email, sms] = await readOutbox(dir);
      expect(email).toMatchObject({ channel: "email", to: "a@example.com", template: "verification_code" });
      expect(email!.subject).toMatch(arabicLetters);
      expect(email!.text).toContain("123456");
      expect(email!.html).toContain('dir="rtl"');
      expect(sms).toMatchObject({ channel: "sms", to: "+201001234567" });
      expect(sms!.text).toContain("654321");
    });
  });

  it("escape parameters in the HTML version", async () => {
    await withDataDir(async (dir) => {
      const messaging = createMessaging(loadConfig({ DATA_DIR: dir }), silent);
      await messaging.sendEmail({
        to: "b@example.com",
        template: "welcome",
        lang: "en",
        params: { name: "<script>x</script>" },
      });
      const [email] = await readOutbox(dir);
      expect(email!.html).not.toContain("<script>");
      expect(email!.html).toContain("&lt;script&gt;");
    });
  });

  it("are delivered through a real SMTP server when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      await withDataDir(async (dir) => {
        const messaging = createMessaging(
          loadConfig({ DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${port}` }),
          silent,
        );
        const delivery = await messaging.sendEmail({
          to: "c@example.com",
          template: "verification_code",
          lang: "en",
          params: { code: "424242", minutes: "10" },
        });
        expect(delivery.via).toBe("smtp");
        expect(await readOutbox(dir)).toEqual([]);
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("To: c@example.com");
      expect(received[0]).toContain("424242");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("are sent through a Twilio-compatible SMS API with basic auth", async () => {
    const requests: { url: string; auth: string; body: URLSearchParams }[] = [];
    const api = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        requests.push({
          url: request.url ?? "",
          auth: request.headers.authorization ?? "",
          body: new URLSearchParams(body),
        });
        response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ sid: "SM123" }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const { port } = api.address() as AddressInfo;
    try {
      await withDataDir(async (dir) => {
        const config = loadConfig({
          DATA_DIR: dir,
          SMS_API_URL: `http://127.0.0.1:${port}/2010-04-01`,
          SMS_ACCOUNT_SID: "AC1",
          SMS_AUTH_TOKEN: "secret",
          SMS_FROM: "+15550001111",
        });
        const delivery = await createMessaging(config, silent).sendSms({
          to: "+966501234567",
          template: "verification_code",
          lang: "ar",
          params: { code: "777777", minutes: "10" },
        });
        expect(delivery).toEqual({ via: "sms-api", id: "SM123" });
      });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe("/2010-04-01/Accounts/AC1/Messages.json");
      expect(requests[0]!.auth).toBe(`Basic ${Buffer.from("AC1:secret").toString("base64")}`);
      expect(requests[0]!.body.get("To")).toBe("+966501234567");
      expect(requests[0]!.body.get("From")).toBe("+15550001111");
      expect(requests[0]!.body.get("Body")).toContain("777777");
    } finally {
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
