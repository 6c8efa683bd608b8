import {
  AdminBankTransfer,
  AdminBankTransfersQuery,
  bankTransferExtra,
  BankTransferIdParams,
  dataEnvelope,
  InitiateBankTransferBody,
  PaymentDetails,
  PaymentDetailsQuery,
  PaymentReceiptQuery,
  PaymentTransaction,
  RejectBankTransferBody,
  UploadBankReceiptBody,
} from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";
import { paymentAudit } from "../audit/payment-audit.js";
import { PRIVATE_CACHE_CONTROL } from "../../storage/file-store.js";

const HOUR = 60 * 60 * 1000;
const RECEIPT =
  "`file` (multipart) is the transfer's receipt: JPG, PNG or PDF, at most 5 MB, the type decided by the file's " +
  "content. It is stored privately: only its owner and admins can read it, through get-payment-receipt.";
const uploadConfig = { bodyBudget: "upload" as const, rateLimit: { max: 30, timeWindow: HOUR } };
const multipartOnly = ["multipart/form-data"];

/** Paying for a package by bank transfer (issue 13, spec §4), and the admins' receipt queue. */
export const bankTransfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bankTransfers } = app.services;

  app.post(
    "/initiate-bank-transfer",
    {
      // Takes a file: the larger allowance of ADR 031, and only for a signed-in caller.
      config: uploadConfig,
      schema: {
        tags: ["payments"],
        summary:
          "Pay for a package by bank transfer: a transaction for the package's price (the server's), in review " +
          "with its receipt; `bank_details` says where the money goes. 409 when the package is held or already " +
          "has a receipt in review; 403 when bank transfer is off",
        description: RECEIPT,
        security: [{ bearer: [] }],
        consumes: multipartOnly,
        body: InitiateBankTransferBody,
        response: { 200: dataEnvelope(z.array(PaymentTransaction), { extra: bankTransferExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { transaction, bankDetails } = await bankTransfers.initiate({
        viewer: request.viewer!,
        packageId: request.body.package_id,
        file: request.body.file,
        uploaded: request.uploadedFiles,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, [transaction], {
        messageKey: "bank_transfers.initiated",
        bank_details: bankDetails,
      });
    },
  );

  app.post(
    "/upload-bank-receipt-file",
    {
      config: uploadConfig,
      schema: {
        tags: ["payments"],
        summary:
          "A new receipt for one's own bank transfer that is pending or was rejected: back in review. Another " +
          "member's transfer is 404; one in review or paid is 409",
        description: RECEIPT,
        security: [{ bearer: [] }],
        consumes: multipartOnly,
        body: UploadBankReceiptBody,
        response: { 200: dataEnvelope(PaymentTransaction) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const transaction = await bankTransfers.uploadReceipt({
        viewer: request.viewer!,
        transactionId: request.body.payment_transaction_id,
        file: request.body.file,
        uploaded: request.uploadedFiles,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, transaction, { messageKey: "bank_transfers.receipt_uploaded" });
    },
  );

  app.get(
    "/get-payment-receipt",
    {
      schema: {
        tags: ["payments"],
        summary:
          "A bank-transfer receipt as a download (the latest unless `receipt_id`), for its owner or an admin; " +
          "404 for anyone else",
        security: [{ bearer: [] }],
        querystring: PaymentReceiptQuery,
        produces: ["image/jpeg", "image/png", "application/pdf"],
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { file, fileName } = await bankTransfers.receiptFile({
        viewer: request.viewer!,
        transactionId: request.query.payment_transaction_id,
        receiptId: request.query.receipt_id,
      });
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("content-length", file.size)
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.get(
    "/get_payment_details",
    {
      schema: {
        tags: ["payments"],
        summary:
          "One payment of the caller's (any, for an admin) with its receipts, the package bought and, for a bank " +
          "transfer, where to transfer to",
        security: [{ bearer: [] }],
        querystring: PaymentDetailsQuery,
        response: { 200: dataEnvelope(PaymentDetails) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const details = await bankTransfers.details({
        viewer: request.viewer!,
        transactionId: request.query.payment_transaction_id,
        lang: request.lang,
      });
      return sendData(request, reply, details);
    },
  );

  app.get(
    "/admin/bank-transfers",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Admins: bank transfers in one state (`review` by default, oldest first; decided ones newest first), " +
          "with the member, the package and the latest receipt; at most 100 per page",
        security: [{ bearer: [] }],
        querystring: AdminBankTransfersQuery,
        response: { 200: dataEnvelope(z.array(AdminBankTransfer), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await bankTransfers.queue(request.query, request.lang);
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/admin/bank-transfers/:id/approve",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Admins: accept the receipt; the package is activated in the same database transaction, once, and the " +
          "member is e-mailed. 409 when no receipt waits for a decision",
        security: [{ bearer: [] }],
        params: BankTransferIdParams,
        response: { 200: dataEnvelope(PaymentTransaction) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const transaction = await bankTransfers.approve({
        adminId: request.viewer!.id,
        transactionId: request.params.id,
        now: app.mapContext(request).now,
        audit: paymentAudit(auditActorOf(request), "bank_transfers.approve"),
      });
      return sendData(request, reply, transaction, { messageKey: "bank_transfers.approved" });
    },
  );

  app.post(
    "/admin/bank-transfers/:id/reject",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Admins: refuse the receipt with a reason (3–500 characters) the member reads by e-mail; they may " +
          "upload a new one",
        security: [{ bearer: [] }],
        params: BankTransferIdParams,
        body: RejectBankTransferBody,
        response: { 200: dataEnvelope(PaymentTransaction) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const transaction = await bankTransfers.reject({
        adminId: request.viewer!.id,
        transactionId: request.params.id,
        reason: request.body.reason,
        now: app.mapContext(request).now,
        audit: paymentAudit(auditActorOf(request), "bank_transfers.reject"),
      });
      return sendData(request, reply, transaction, { messageKey: "bank_transfers.rejected" });
    },
  );
};
