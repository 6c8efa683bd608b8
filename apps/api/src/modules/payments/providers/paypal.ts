import { createHash } from "node:crypto";
import { z } from "zod";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type CreatePaymentInput,
  type Money,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
} from "./payment-provider.js";
import { createAccessToken } from "./provider-access-token.js";
import {
  fromProviderMajorAmount,
  toProviderMajorDecimal,
  type MajorAmountRules,
  type MajorDecimalRules,
} from "./provider-amounts.js";
import { createProviderHttp, type ProviderResponse } from "./provider-http.js";
import { parseWebhookBody, singleHeader } from "./provider-signatures.js";

/**
 * PayPal Orders v2 over a small typed fetch client (ADR 040): the official server SDK can only target PayPal's two
 * hosts and has no webhook-verification call. Everything a caller needs is passed in, so the lead wires it to config.
 */
export type PayPalOptions = {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered in the PayPal app; verify-webhook-signature checks events against it. */
  webhookId: string;
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or a local fake in tests. */
  baseUrl: string;
  brandName?: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to expire the cached access token. */
  now?: () => number;
};

const PROVIDER = "PayPal";
// A token is renewed this long before PayPal says it expires, so a call never leaves with a dying token.
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
// PayPal's limits on custom_id/invoice_id/description and on a refund's note_to_payer.
const MAX_ID_LENGTH = 127;
const MAX_NOTE_LENGTH = 255;
/** PayPal's amount rules (ADR 040): major-unit text; HUF and TWD whole although ISO 4217 gives them two decimals. */
export const payPalAmountRules = {
  sent: { wholeNumberCurrencies: ["HUF", "TWD"] },
  reported: { plainDecimalText: true },
} as const satisfies { sent: MajorDecimalRules; reported: MajorAmountRules };

const PayPalAmount = z.object({ currency_code: z.string(), value: z.string() });
const PayPalLink = z.object({ href: z.string(), rel: z.string() });
const PayPalCapture = z.object({
  id: z.string(),
  status: z.string(),
  amount: PayPalAmount,
  custom_id: z.string().optional(),
});
const PayPalOrder = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(PayPalLink).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: PayPalAmount.optional(),
        payments: z.object({ captures: z.array(PayPalCapture).optional() }).optional(),
      }),
    )
    .optional(),
});
type TPayPalOrder = z.infer<typeof PayPalOrder>;
const PayPalError = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});
const PayPalToken = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const PayPalRefund = z.object({ id: z.string(), status: z.string() });
const PayPalWebhookEvent = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z
    .object({
      id: z.string().optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }) }).optional(),
    })
    .passthrough()
    .optional(),
});

const WEBHOOK_HEADERS = {
  transmission_id: "paypal-transmission-id",
  transmission_time: "paypal-transmission-time",
  transmission_sig: "paypal-transmission-sig",
  cert_url: "paypal-cert-url",
  auth_algo: "paypal-auth-algo",
} as const;

function firstIssue(response: ProviderResponse): string | undefined {
  const error = PayPalError.safeParse(response.body);
  return error.success ? (error.data.details?.[0]?.issue ?? error.data.name) : undefined;
}

function stateOf(order: TPayPalOrder, captureStatus: string | undefined): ProviderPaymentState {
  if (captureStatus !== undefined) {
    if (
      captureStatus === "COMPLETED" ||
      captureStatus === "REFUNDED" ||
      captureStatus === "PARTIALLY_REFUNDED"
    ) {
      return "succeeded";
    }
    if (captureStatus === "DECLINED" || captureStatus === "FAILED") return "failed";
    return "pending";
  }
  return order.status === "VOIDED" ? "cancelled" : "pending";
}

/**
 * The order as PayPal reports it, checked for consistency: the capture must be for the order's whole amount, in its
 * currency, under its custom_id (our reference). Anything else is refused rather than half-trusted.
 */
function toProviderPayment(order: TPayPalOrder): ProviderPayment {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const charged = capture?.amount ?? unit?.amount;
  if (!charged) throw new PaymentProviderError(`${PROVIDER} order ${order.id} has no amount`);
  if (
    unit?.amount &&
    (unit.amount.currency_code !== charged.currency_code || unit.amount.value !== charged.value)
  ) {
    throw new PaymentVerificationError(
      `${PROVIDER} order ${order.id}: captured amount differs from the order's`,
    );
  }
  if (
    capture?.custom_id !== undefined &&
    unit?.custom_id !== undefined &&
    capture.custom_id !== unit.custom_id
  ) {
    throw new PaymentVerificationError(
      `${PROVIDER} order ${order.id}: capture reference differs from the order's`,
    );
  }
  let amount: Money;
  try {
    amount = fromProviderMajorAmount(charged.value, charged.currency_code, payPalAmountRules.reported);
  } catch (cause) {
    throw new PaymentProviderError(`${PROVIDER} order ${order.id} has an unreadable amount`, { cause });
  }
  return {
    providerPaymentId: order.id,
    state: stateOf(order, capture?.status),
    amount,
    reference: capture?.custom_id ?? unit?.custom_id ?? null,
  };
}

function requestIdFor(...parts: string[]): string {
  // PayPal-Request-Id is at most 108 characters; a digest keeps long ids within it and stable across retries.
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 64);
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const http = createProviderHttp({
    provider: PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
  const token = createAccessToken({
    async issue() {
      const answer = await http.request(
        {
          method: "POST",
          path: "/v1/oauth2/token",
          headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
          body: "grant_type=client_credentials",
        },
        PayPalToken,
      );
      return { value: answer.access_token, usableForMs: answer.expires_in * 1000 - TOKEN_RENEWAL_MARGIN_MS };
    },
    now: options.now,
  });

  async function call(
    method: "GET" | "POST",
    path: string,
    extra: { body?: unknown; requestId?: string } = {},
  ): Promise<ProviderResponse> {
    return token.authorized((accessToken) =>
      http.send({
        method,
        path,
        headers: {
          authorization: `Bearer ${accessToken}`,
          prefer: "return=representation",
          ...(extra.requestId ? { "paypal-request-id": extra.requestId } : {}),
        },
        body: extra.body,
      }),
    );
  }

  async function getOrder(orderId: string): Promise<TPayPalOrder> {
    const response = await call("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (response.status === 404) throw new PaymentVerificationError(`${PROVIDER} knows no order ${orderId}`);
    return http.read(response, PayPalOrder);
  }

  async function fetchPayment(orderId: string): Promise<ProviderPayment> {
    return toProviderPayment(await getOrder(orderId));
  }

  /**
   * Captures an approved order. The request id is the order's, so the return page and the APPROVED webhook racing
   * each other are one capture at PayPal; an order captured already is read back as it stands.
   */
  async function capture(orderId: string): Promise<ProviderPayment> {
    const response = await call("POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: requestIdFor("capture", orderId),
      body: {},
    });
    if (response.status === 200 || response.status === 201) {
      return toProviderPayment(http.read(response, PayPalOrder));
    }
    const issue = firstIssue(response);
    if (response.status === 422 && issue === "ORDER_ALREADY_CAPTURED") return fetchPayment(orderId);
    if (response.status === 422 && issue === "ORDER_NOT_APPROVED") {
      return { ...(await fetchPayment(orderId)), state: "pending" };
    }
    if (response.status === 422 && issue === "INSTRUMENT_DECLINED") {
      return { ...(await fetchPayment(orderId)), state: "failed" };
    }
    if (response.status === 404) throw new PaymentVerificationError(`${PROVIDER} knows no order ${orderId}`);
    throw http.refused(response);
  }

  return {
    method: "paypal",

    async createPayment(input: CreatePaymentInput) {
      const value = toProviderMajorDecimal(input.amount, payPalAmountRules.sent);
      const reference = input.reference.slice(0, MAX_ID_LENGTH);
      const response = await call("POST", "/v2/checkout/orders", {
        requestId: requestIdFor("create", input.reference),
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: reference,
              custom_id: reference,
              invoice_id: reference,
              description: input.description.slice(0, MAX_ID_LENGTH),
              amount: { currency_code: input.amount.currency, value },
            },
          ],
          application_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            locale: input.language === "ar" ? "ar-EG" : "en-US",
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            ...(options.brandName ? { brand_name: options.brandName.slice(0, MAX_ID_LENGTH) } : {}),
          },
        },
      });
      const order = http.read(response, PayPalOrder);
      const approve = order.links?.find((link) => link.rel === "approve" || link.rel === "payer-action");
      if (!approve) throw new PaymentProviderError(`${PROVIDER} order ${order.id} has no approval link`);
      return { providerPaymentId: order.id, next: { kind: "redirect", url: approve.href } };
    },

    async confirmPayment({ providerPaymentId, returned }) {
      // PayPal sends the browser back with ?token=<order id>; another order's token means a mixed-up or forged return.
      if (returned.token !== undefined && returned.token !== providerPaymentId) {
        throw new PaymentVerificationError(
          `${PROVIDER} return names another order than ${providerPaymentId}`,
        );
      }
      return capture(providerPaymentId);
    },

    fetchPayment,

    async verifyWebhook(request) {
      const event = parseWebhookBody(PROVIDER, request.rawBody, PayPalWebhookEvent);
      const raw = request.rawBody.toString("utf8");
      const transmission: Record<string, string> = {};
      for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
        const value = singleHeader(request.headers, header);
        if (!value) throw new PaymentVerificationError(`${PROVIDER} webhook lacks ${header}`);
        transmission[field] = value;
      }
      // The event goes back byte for byte: PayPal checks a CRC of the body it sent, which re-serialising could change.
      const fields = JSON.stringify({ ...transmission, webhook_id: options.webhookId });
      const body = `${fields.slice(0, -1)},"webhook_event":${raw}}`;
      const response = await call("POST", "/v1/notifications/verify-webhook-signature", { body });
      if (response.status === 400)
        throw new PaymentVerificationError(`${PROVIDER} refused the webhook's headers`);
      if (response.status !== 200) throw http.refused(response);
      const verdict = z.object({ verification_status: z.string() }).safeParse(response.body);
      if (!verdict.success || verdict.data.verification_status !== "SUCCESS") {
        throw new PaymentVerificationError(`${PROVIDER} webhook signature did not verify`);
      }
      // The event only says which order moved; its state is read afresh, so late or reordered events change nothing.
      const orderId =
        event.resource_type === "checkout-order"
          ? event.resource?.id
          : event.resource_type === "capture"
            ? event.resource?.supplementary_data?.related_ids.order_id
            : undefined;
      if (!orderId) return { eventId: event.id, payment: null };
      // A buyer who approved and never came back to our return page: the approval is the cue to capture.
      if (event.event_type === "CHECKOUT.ORDER.APPROVED")
        return { eventId: event.id, payment: await capture(orderId) };
      return { eventId: event.id, payment: await fetchPayment(orderId) };
    },

    async refund({ providerPaymentId, amount, reason }) {
      const order = await getOrder(providerPaymentId);
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture)
        throw new PaymentProviderError(`${PROVIDER} order ${providerPaymentId} has no capture to refund`);
      const value = toProviderMajorDecimal(amount, payPalAmountRules.sent);
      const response = await call("POST", `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
        // The same refund asked twice (a double click, a retried job) is one refund at PayPal.
        requestId: requestIdFor("refund", capture.id, amount.currency, value, reason),
        body: {
          amount: { currency_code: amount.currency, value },
          ...(reason ? { note_to_payer: reason.slice(0, MAX_NOTE_LENGTH) } : {}),
        },
      });
      const refund = http.read(response, PayPalRefund);
      const state =
        refund.status === "COMPLETED" ? "succeeded" : refund.status === "PENDING" ? "pending" : "failed";
      return { refundId: refund.id, state };
    },
  };
}
