import {
  CreatePaymentIntentBody,
  dataEnvelope,
  PackagePaymentBody,
  PackagePaymentQuery,
  PaymentIntentReply,
  PaymentSettings,
  PaymentTransaction,
  PaymentTransactionIdBody,
  PaymentTransactionIdQuery,
  PaymentTransactionsQuery,
  StartedPaymentReply,
  StartPaymentBody,
} from "@manzil/domain/contracts";
import { PAYMOB_RETURN_FIELDS } from "@manzil/domain/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import { refundsRoutes } from "./refunds.routes.js";

const HOUR = 60 * 60 * 1000;

/** The gateway's return parameters that were sent, for the adapter to check against the transaction. */
const RETURN_HINTS = [
  "token",
  "reference",
  "trxref",
  "transaction_id",
  "tx_ref",
  "razorpay_payment_id",
  "razorpay_order_id",
  "razorpay_signature",
  ...PAYMOB_RETURN_FIELDS,
] as const;

function returnedHints(
  query: Partial<Record<(typeof RETURN_HINTS)[number], string>>,
): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const key of RETURN_HINTS) {
    const value = query[key];
    if (value !== undefined) hints[key] = value;
  }
  return hints;
}

/** Packages bought with a gateway (issue 13): settings, starting a payment, and the member's own transactions. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.get(
    "/get_payment_settings",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Enabled payment methods with their browser-safe keys, the currency and, when bank transfer is on, the " +
          "bank account to transfer to (`bank_details`, in the caller's language); never a secret",
        response: { 200: dataEnvelope(PaymentSettings) },
      },
    },
    async (request, reply) => sendData(request, reply, await payments.settings(request.lang)),
  );

  app.post(
    "/create-payment-intent",
    {
      config: { rateLimit: { max: 30, timeWindow: HOUR } },
      schema: {
        tags: ["payments"],
        summary:
          "Start paying for a paid package by card (Stripe PaymentIntent). The amount is the package's price on " +
          "the server; an `amount` sent by the client is ignored",
        security: [{ bearer: [] }],
        body: CreatePaymentIntentBody,
        response: { 200: dataEnvelope(PaymentIntentReply) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const created = await payments.createPackagePayment({
        viewer: request.viewer!,
        body: request.body,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, created, { messageKey: "payments.intent_created" });
    },
  );

  const startSchema = {
    tags: ["payments"],
    security: [{ bearer: [] }],
    response: { 200: dataEnvelope(StartedPaymentReply) },
  };
  const startConfig = { rateLimit: { max: 30, timeWindow: HOUR } };

  app.post(
    "/payments/start",
    {
      config: startConfig,
      schema: {
        ...startSchema,
        summary:
          "Start paying for a paid package with any enabled method: the gateway's page to redirect to (PayPal, " +
          "Paystack) or the embedded form's keys (card). The amount is the package's price on the server",
        body: StartPaymentBody,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const started = await payments.startForReply({
        viewer: request.viewer!,
        packageId: request.body.package_id,
        method: request.body.payment_method,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, started, { messageKey: "payments.intent_created" });
    },
  );

  // Gateways started by a POST of the package alone (eBroker's names where it has one): one route each, one shape.
  const postedStarts = [
    {
      path: "/paystack",
      method: "paystack",
      summary:
        "Start paying for a paid package with Paystack: `redirect_url` is Paystack's checkout page, which returns " +
        "to /subscription-plan; payment-status then verifies with Paystack. The price is the server's",
    },
    {
      path: "/flutterwave",
      method: "flutterwave",
      summary:
        "Start paying for a paid package with Flutterwave: `redirect_url` is Flutterwave's payment link; on " +
        "return, payment-status verifies transaction_id with Flutterwave. A client `amount` is ignored",
    },
    {
      path: "/generate-razorpay-orderid",
      method: "razorpay",
      summary:
        "Start paying for a paid package with Razorpay Checkout: `public_key` is the key id and `client_secret` " +
        "the order id; payment-status then checks Checkout's signed razorpay_* answer. The price is the server's",
    },
  ] as const;
  for (const start of postedStarts) {
    app.post(
      start.path,
      {
        config: startConfig,
        schema: { ...startSchema, summary: start.summary, body: PackagePaymentBody },
        preHandler: app.requireUser,
      },
      async (request, reply) => {
        const started = await payments.startForReply({
          viewer: request.viewer!,
          packageId: request.body.package_id,
          method: start.method,
          lang: request.lang,
          now: app.mapContext(request).now,
        });
        return sendData(request, reply, started, { messageKey: "payments.intent_created" });
      },
    );
  }

  app.get(
    "/paypal",
    {
      config: startConfig,
      schema: {
        ...startSchema,
        summary:
          "Start paying for a paid package with PayPal: `redirect_url` is PayPal's approval page; on return, " +
          "payment-status captures the order. An `amount` sent by the client is ignored: the package's price decides",
        querystring: PackagePaymentQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const started = await payments.startForReply({
        viewer: request.viewer!,
        packageId: request.query.package_id,
        method: "paypal",
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, started, { messageKey: "payments.intent_created" });
    },
  );

  app.post(
    "/payment-transaction-fail",
    {
      schema: {
        tags: ["payments"],
        summary:
          "The browser reports that a payment did not go through: a pending one of the caller's own is cancelled, " +
          "after asking the gateway (a payment that did succeed is applied instead)",
        security: [{ bearer: [] }],
        body: PaymentTransactionIdBody,
        response: { 200: dataEnvelope(PaymentTransaction) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const transaction = await payments.failOwn({
        userId: request.viewer!.id,
        transactionId: request.body.payment_transaction_id,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, transaction, { messageKey: "payments.canceled" });
    },
  );

  app.get(
    "/payment-transactions",
    {
      schema: {
        tags: ["payments"],
        summary:
          "The caller's payments, newest first; `type` (what was paid for) and `month` filters, 100 per page",
        security: [{ bearer: [] }],
        querystring: PaymentTransactionsQuery,
        response: { 200: dataEnvelope(z.array(PaymentTransaction), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { transactions, total } = await payments.listOwn({
        userId: request.viewer!.id,
        query: request.query,
        now: app.mapContext(request).now,
        lang: request.lang,
      });
      return sendData(request, reply, transactions, { total });
    },
  );

  app.get(
    "/payment-status",
    {
      schema: {
        tags: ["payments"],
        summary:
          "One of the caller's payments; while pending, the gateway is asked, so a lost webhook cannot leave a paid " +
          "package inactive",
        security: [{ bearer: [] }],
        querystring: PaymentTransactionIdQuery,
        response: { 200: dataEnvelope(PaymentTransaction) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const transaction = await payments.statusOfOwn({
        userId: request.viewer!.id,
        transactionId: request.query.payment_transaction_id,
        returned: returnedHints(request.query),
        now: app.mapContext(request).now,
        lang: request.lang,
      });
      const messageKey =
        transaction.payment_status === "succeeded"
          ? "payments.succeeded"
          : transaction.payment_status === "pending"
            ? "payments.pending"
            : transaction.payment_status === "cancelled"
              ? "payments.canceled"
              : transaction.payment_status === "failed"
                ? "payments.failed"
                : "api.fetched";
      return sendData(request, reply, transaction, { messageKey });
    },
  );

  await app.register(refundsRoutes);
};
