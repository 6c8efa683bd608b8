import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config.js";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.UPLOADS_DIR).toBe(`${config.DATA_DIR}/uploads`);
    // Private files sit beside the uploads, never inside the folder served at /uploads.
    expect(config.PRIVATE_FILES_DIR).toBe(`${config.DATA_DIR}/private`);
    expect(config.S3_BUCKET).toBeUndefined();
    // A plain start runs the background jobs; web-only instances opt out.
    expect(config.JOBS_WORKER).toBe(true);
  });

  it.each([
    [{ S3_BUCKET: "files" }, "S3_PUBLIC_URL"],
    [{ S3_PRIVATE_BUCKET: "papers" }, "S3_BUCKET"],
    [
      { S3_BUCKET: "files", S3_PUBLIC_URL: "https://cdn.example", S3_ACCESS_KEY_ID: "key" },
      "S3_SECRET_ACCESS_KEY",
    ],
    [{ S3_BUCKET: "files", S3_PUBLIC_URL: "https://cdn.example", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
  ])("refuses S3 settings that cannot work together (%o), naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk", STRIPE_PUBLISHABLE_KEY: "pk" }, "STRIPE_WEBHOOK_SECRET"],
    [{ PAYSTACK_SECRET_KEY: "sk_test" }, "PAYSTACK_PUBLIC_KEY"],
    [{ PAYSTACK_PUBLIC_KEY: "pk_test" }, "PAYSTACK_SECRET_KEY"],
    [{ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }, "PAYPAL_WEBHOOK_ID"],
    [{ PAYPAL_WEBHOOK_ID: "WH-1" }, "PAYPAL_CLIENT_SECRET"],
    [
      { FLUTTERWAVE_SECRET_KEY: "FLWSECK_TEST", FLUTTERWAVE_PUBLIC_KEY: "FLWPUBK_TEST" },
      "FLUTTERWAVE_WEBHOOK_HASH",
    ],
    [{ FLUTTERWAVE_WEBHOOK_HASH: "hash" }, "FLUTTERWAVE_SECRET_KEY"],
    [{ RAZORPAY_KEY_ID: "rzp_test", RAZORPAY_KEY_SECRET: "secret" }, "RAZORPAY_WEBHOOK_SECRET"],
    [
      {
        PAYMOB_SECRET_KEY: "egy_sk_test",
        PAYMOB_PUBLIC_KEY: "egy_pk_test",
        PAYMOB_API_KEY: "api",
        PAYMOB_HMAC_SECRET: "hmac",
      },
      "PAYMOB_INTEGRATION_IDS",
    ],
    [{ PAYMOB_INTEGRATION_IDS: "4097558" }, "PAYMOB_HMAC_SECRET"],
  ])("refuses a gateway with only some of its keys (%o), naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: is required with`));
  });

  it("reads a complete S3 configuration, the public URL without its trailing slash", () => {
    const config = loadConfig({
      S3_BUCKET: "files",
      S3_PUBLIC_URL: "https://cdn.example/files/",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config).toMatchObject({
      S3_BUCKET: "files",
      S3_PUBLIC_URL: "https://cdn.example/files",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "localhost:6379"],
    ["PUBLIC_URL", "not a url"],
    ["SEED_ON_START", "maybe"],
    ["JOBS_WORKER", "sometimes"],
    ["JOBS_POLL_INTERVAL_SECONDS", "0.1"],
    ["PAYMOB_INTEGRATION_IDS", "card, wallet"],
  ])("stops start-up on a bad %s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("treats empty optional URLs as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", REDIS_URL: "", PUBLIC_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });
});
