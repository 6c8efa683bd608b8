import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logSerializers } from "../src/lib/log-serializers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** What the app's logger would write for this error, as text. */
function logLineFor(error: unknown): string {
  let written = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  pino({ serializers: logSerializers }, sink).error({ err: error }, "unhandled error");
  return written;
}

describe("database errors in the log", () => {
  it("keep the failed statement but none of its bound values or the row PostgreSQL quotes", async () => {
    const secret = "push-token-SECRET-4711";
    const email = "someone.private@example.com";
    // A duplicate primary key: PostgreSQL's detail would quote the value, drizzle's message the parameters.
    const failure = await t.database.db
      .execute(sql`insert into users (id, name, email) select id, ${secret}, ${email} from users limit 1`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(String((failure as Error).message)).toContain(secret);

    const line = logLineFor(failure);
    expect(line).toContain("insert into users");
    expect(line).not.toContain(secret);
    expect(line).not.toContain(email);
    expect(line).not.toMatch(/Key \(id\)=/);
  });

  it("leave other errors as pino writes them", () => {
    const line = JSON.parse(logLineFor(Object.assign(new Error("disk full"), { code: "ENOSPC" }))) as {
      err: { message: string; code: string; stack: string };
    };
    expect(line.err.message).toBe("disk full");
    expect(line.err.code).toBe("ENOSPC");
    expect(line.err.stack).toContain("disk full");
  });
});
