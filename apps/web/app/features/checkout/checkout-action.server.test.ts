import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ApiFetchResult } from "../../lib/api/load-context";
import { startPaymentAction } from "./checkout-action.server";

const PUBLIC_URL = "https://manzil.example";

function post(fields: Record<string, string>, origin = PUBLIC_URL) {
  const request = new Request(`${PUBLIC_URL}/subscription-plan`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", cookie: "lang=en" },
    body: new URLSearchParams(fields),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { request, form };
}

const transaction = {
  id: 12,
  reference: "MZ-12",
  type: "package",
  purpose_id: 3,
  payment_gateway: "paypal",
  payment_status: "pending",
  amount: 1499,
  amount_minor: 149_900,
  currency: "EGP",
  transaction_id: null,
  failure_reason: null,
  created_at: "2026-11-27T03:00:00.000Z",
  updated_at: "2026-11-27T03:00:00.000Z",
  succeeded_at: null,
  has_receipt: false,
  title: "Gold",
  invoice_number: null,
  direction: "out",
  counterparty_name: null,
};

function answering(answer: ApiFetchResult) {
  const apiFetch = vi.fn(async () => answer);
  return { context: { apiFetch, publicUrl: PUBLIC_URL } as unknown as AppLoadContext, apiFetch };
}

const started = (reply: Record<string, unknown>): ApiFetchResult => ({
  status: 200,
  body: {
    error: false,
    message: "ok",
    data: {
      payment_transaction_id: 12,
      redirect_url: null,
      client_secret: null,
      public_key: null,
      payment_transaction: transaction,
      ...reply,
    },
  },
});

describe("starting a payment from /subscription-plan", () => {
  it("refuses a foreign page's post without calling the API", async () => {
    const { context, apiFetch } = answering(started({}));
    const { request, form } = post({ package_id: "3", payment_method: "paypal" }, "https://evil.example");
    await expect(startPaymentAction({ request, context, form })).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("sends the browser to a hosted gateway's page, posting the package and the method but never a price", async () => {
    const { context, apiFetch } = answering(
      started({ redirect_url: "https://www.paypal.com/checkoutnow?token=T" }),
    );
    const { request, form } = post({ package_id: "3", payment_method: "paypal", amount: "1" });
    const thrown = await startPaymentAction({ request, context, form }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("https://www.paypal.com/checkoutnow?token=T");
    expect(apiFetch).toHaveBeenCalledWith("payments/start", {
      method: "POST",
      query: { lang: "en" },
      body: { package_id: "3", payment_method: "paypal" },
    });
  });

  it("hands a card payment's keys to the page", async () => {
    const { context } = answering(started({ client_secret: "pi_1_secret_2", public_key: "pk_test_1" }));
    const { request, form } = post({ package_id: "3", payment_method: "stripe" });
    expect(await startPaymentAction({ request, context, form })).toMatchObject({
      ok: true,
      method: "stripe",
      transactionId: 12,
      clientSecret: "pi_1_secret_2",
      publicKey: "pk_test_1",
    });
  });

  it.each([
    ["a PayPal start without its page", started({}), "checkout.error.paypal_form"],
    [
      "PayPal not answering",
      { status: 503, body: { error: true, message: "Service unavailable" } },
      "checkout.error.paypal_api",
    ],
  ] as const)("words %s as spec §8 does", async (_case, answer, key) => {
    const { context } = answering(answer);
    const { request, form } = post({ package_id: "3", payment_method: "paypal" });
    expect(await startPaymentAction({ request, context, form })).toMatchObject({
      ok: false,
      message: { key },
    });
  });

  it("passes on the API's own refusal (a package already held)", async () => {
    const { context } = answering({
      status: 409,
      body: { error: true, code: "CONFLICT", message: "You already have this package." },
    });
    const { request, form } = post({ package_id: "3", payment_method: "stripe" });
    expect(await startPaymentAction({ request, context, form })).toMatchObject({
      ok: false,
      message: { raw: "You already have this package." },
    });
  });
});
