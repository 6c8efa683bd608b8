import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config.js";
import { contentSecurityDirectives } from "../src/plugins/security-headers.js";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_1",
  STRIPE_PUBLISHABLE_KEY: "pk_test_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
};

function policy(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://manzil.example", ...env });
  const directives = contentSecurityDirectives(config, "https://manzil.example/uploads", () => "n");
  const list = (name: string) =>
    [...(directives[name] ?? [])].filter((v): v is string => typeof v === "string");
  return { script: list("script-src"), frame: list("frame-src"), connect: list("connect-src") };
}

// ADR 047: the checkout's card step loads Stripe.js; the page policy lets it in only while Stripe is enabled.
describe("the page policy for the checkout's gateway scripts", () => {
  it("allows no payment script while no gateway is enabled", () => {
    const { script, frame } = policy({});
    expect(script.some((origin) => origin.includes("stripe"))).toBe(false);
    expect(frame.some((origin) => origin.includes("stripe"))).toBe(false);
  });

  it("allows Stripe.js, its frames and its API when Stripe is enabled", () => {
    const { script, frame, connect } = policy(STRIPE);
    expect(script).toContain("https://js.stripe.com");
    expect(frame).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(connect).toContain("https://api.stripe.com");
  });

  it("follows a configured Stripe.js (a local copy or the e2e fake) and its API base", () => {
    const { script, frame, connect } = policy({
      ...STRIPE,
      STRIPE_JS_URL: "http://127.0.0.1:3219/v3/",
      STRIPE_API_BASE: "http://127.0.0.1:3219",
    });
    expect(script).toContain("http://127.0.0.1:3219");
    expect(script).not.toContain("https://js.stripe.com");
    expect(frame).not.toContain("https://hooks.stripe.com");
    expect(connect).toContain("http://127.0.0.1:3219");
  });
});
