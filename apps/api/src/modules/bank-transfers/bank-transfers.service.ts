import { randomUUID } from "node:crypto";
import {
  BANK_TRANSFERS_PAGE,
  type TAdminBankTransfer,
  type TAdminBankTransfersQuery,
  type TBankDetail,
  type TPaymentDetails,
  type TPaymentTransaction,
} from "@manzil/domain/contracts";
import { intlLocale } from "@manzil/domain/i18n";
import { BANK_RECEIPT_MAX_BYTES } from "@manzil/domain/validation";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import type { FileStore, PrivateFile } from "../../storage/file-store.js";
import type { Viewer } from "../auth/auth.service.js";
import { inspectListingDocument } from "../media/listing-media.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { PackagesService } from "../packages/packages.service.js";
import { holdsUnexpired, lockMember } from "../packages/packages.repository.js";
import type { AuditHook, PaymentLedger } from "../payments/payment-ledger.js";
import type { NewReceipt } from "../payments/payment-receipts.repository.js";
import { mapTransaction } from "../payments/payments.mapper.js";
import type { TransactionRow, Tx } from "../payments/payments.repository.js";
import { newReference } from "../payments/payments.service.js";
import { mapPackageRef, mapQueueItem, mapReceipt } from "./bank-transfers.mapper.js";
import {
  bankTransferQueue,
  decisionFacts,
  hasTransferInReview,
  packageNames,
  receiptsOf,
  transactionById,
} from "./bank-transfers.repository.js";

/** Receipts live in the store's PRIVATE area: only get-payment-receipt (owner or admin) ever reads them. */
export const BANK_RECEIPT_FOLDER = "bank-receipts";

/** Spec §5: "Bank receipt: JPG, PNG or PDF". WebP, which listing documents accept, is not a receipt. */
const RECEIPT_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "application/pdf"]);

/** What the member is told by e-mail after an admin's decision; the job that sends it carries this. */
export type DecisionNotice = {
  transactionId: number;
  decision: "approved" | "rejected";
  receiptId: number | null;
};

const isFlagOn = (value: string | undefined) => value === "1" || value === "true";

/** `bank_details` (or its Arabic twin) as stored: a JSON array of `{title, value}`; anything else reads as none. */
function parseBankDetails(raw: string | undefined): TBankDetail[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((line: unknown) => {
      const { title, value } = (line ?? {}) as { title?: unknown; value?: unknown };
      return typeof title === "string" && typeof value === "string" && value.trim()
        ? [{ title: title.trim(), value: value.trim() }]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * Bank transfer is offered when `bank_transfer_status` is on and there is an account to transfer to: the lines in
 * `lang` (`bank_details_ar` for Arabic when set), or null when it is not offered.
 */
export function bankTransferOffer(settings: Map<string, string>, lang: Language): TBankDetail[] | null {
  if (!isFlagOn(settings.get("bank_transfer_status"))) return null;
  const localised = lang === "ar" ? parseBankDetails(settings.get("bank_details_ar")) : [];
  const details = localised.length > 0 ? localised : parseBankDetails(settings.get("bank_details"));
  return details.length > 0 ? details : null;
}

function receiptProblem(messageKey: string): AppError {
  return new AppError("VALIDATION_FAILED", { messageKey, fields: { file: [messageKey] } });
}

const notFound = () => new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });

/**
 * Paying for a package by bank transfer (issue 13, spec §4): the member uploads the transfer's receipt, an admin
 * approves it (the package is activated by the ledger, in the same database transaction) or rejects it with a
 * reason, and the member may upload again. The member is e-mailed after each decision, by a background job.
 */
export function createBankTransfersService(
  db: Database,
  deps: {
    ledger: PaymentLedger;
    packages: PackagesService;
    files: FileStore;
    messaging: Messaging;
    settings: () => Promise<Map<string, string>>;
    /** Queues the member's e-mail about a decision; called after the decision committed. */
    enqueueNotice: (notice: DecisionNotice) => Promise<unknown>;
    publicUrl: string;
    log: FastifyBaseLogger;
  },
) {
  async function offerOrRefuse(lang: Language): Promise<TBankDetail[]> {
    const details = bankTransferOffer(await deps.settings(), lang);
    if (!details) throw new AppError("FORBIDDEN", { messageKey: "bank_transfers.unavailable" });
    return details;
  }

  /** The receipt of this very request, checked by its bytes (never its name or declared type). */
  async function checkReceipt(
    value: unknown,
    uploaded: UploadedFile[],
  ): Promise<NewReceipt & { path: string }> {
    const file = isUploadedFile(value) ? uploaded.find((f) => f.path === value.path) : undefined;
    if (!file || file.size <= 0) throw receiptProblem("bank_transfers.receipt_required");
    const checked = await inspectListingDocument(file, BANK_RECEIPT_MAX_BYTES);
    if ("problem" in checked) {
      throw receiptProblem(
        checked.problem === "validation.file_too_large"
          ? "bank_transfers.receipt_too_large"
          : checked.problem === "validation.file_required"
            ? "bank_transfers.receipt_required"
            : "bank_transfers.receipt_type",
      );
    }
    if (!RECEIPT_TYPES.has(checked.contentType)) throw receiptProblem("bank_transfers.receipt_type");
    return {
      path: file.path,
      storageKey: `${BANK_RECEIPT_FOLDER}/${randomUUID()}.${checked.extension}`,
      contentType: checked.contentType as NewReceipt["contentType"],
      sizeBytes: file.size,
      originalName: file.fileName.slice(0, 200) || null,
    };
  }

  /**
   * Stores the receipt, then runs `write` (the ledger's transaction). When the write fails the file is removed, so
   * no receipt is left without its row; a row never exists without its file, as the file is written first.
   */
  async function withStoredReceipt<T>(
    receipt: NewReceipt & { path: string },
    write: (receipt: NewReceipt) => Promise<T>,
  ): Promise<T> {
    const { path, ...stored } = receipt;
    await deps.files.putPrivate(stored.storageKey, { path }, stored.contentType);
    try {
      return await write(stored);
    } catch (error) {
      await deps.files.removePrivate([stored.storageKey]).catch((cleanup: unknown) => {
        deps.log.error({ err: cleanup, key: stored.storageKey }, "could not remove an orphaned bank receipt");
      });
      throw error;
    }
  }

  /**
   * Under the member's lock: a package the member holds is not sold again, and one transfer per package waits for
   * review at a time (parallel requests queue on the lock and the later one is refused).
   */
  async function guardDuplicate(
    tx: Tx,
    input: { userId: number; packageId: number; exceptId?: number; now: Date },
  ) {
    await lockMember(tx, input.userId);
    if (await holdsUnexpired(tx, { userId: input.userId, packageId: input.packageId, now: input.now })) {
      throw new AppError("CONFLICT", { messageKey: "packages.already_active" });
    }
    if (await hasTransferInReview(tx, input)) {
      throw new AppError("CONFLICT", { messageKey: "bank_transfers.already_in_review" });
    }
  }

  /** The caller's own transaction, or any for an admin; someone else's is "not found". */
  async function visibleTransaction(viewer: Viewer, id: number): Promise<TransactionRow> {
    const row = await transactionById(db, id);
    if (!row || (viewer.role !== "admin" && row.userId !== viewer.id)) throw notFound();
    return row;
  }

  async function siteLanguage(): Promise<Language> {
    const language = (await deps.settings()).get("default_language");
    return isLanguage(language) ? language : "en";
  }

  /** Queues the member's e-mail; the decision already stands, so a queue outage is logged, not answered. */
  async function queueNotice(notice: DecisionNotice) {
    try {
      await deps.enqueueNotice(notice);
    } catch (error) {
      deps.log.error({ err: error, notice }, "could not queue the member's e-mail about a bank receipt");
    }
  }

  return {
    async offer(lang: Language) {
      return bankTransferOffer(await deps.settings(), lang);
    },

    /** `initiate-bank-transfer`: a transfer for the package's price, in review with its receipt. */
    async initiate(input: {
      viewer: Viewer;
      packageId: number;
      file: unknown;
      uploaded: UploadedFile[];
      lang: Language;
      now: Date;
    }): Promise<{ transaction: TPaymentTransaction; bankDetails: TBankDetail[] }> {
      const { viewer, now } = input;
      const bankDetails = await offerOrRefuse(input.lang);
      const receipt = await checkReceipt(input.file, input.uploaded);
      // 404 for an unknown package, 422 for a free one, 409 for one held now; the price is the package row's.
      const price = await deps.packages.priceForPurchase({
        userId: viewer.id,
        packageId: input.packageId,
        now,
      });
      // Checked again under the lock; asked here too so an obvious duplicate stores no file.
      if (await hasTransferInReview(db, { userId: viewer.id, packageId: price.packageId })) {
        throw new AppError("CONFLICT", { messageKey: "bank_transfers.already_in_review" });
      }
      const row = await withStoredReceipt(receipt, (stored) =>
        deps.ledger.openBankTransfer({
          transaction: {
            userId: viewer.id,
            purposeId: price.packageId,
            amountMinor: price.amountMinor,
            currency: price.currency,
            reference: newReference(),
          },
          receipt: stored,
          now,
          guard: (tx) => guardDuplicate(tx, { userId: viewer.id, packageId: price.packageId, now }),
        }),
      );
      return { transaction: mapTransaction(row, { hasReceipt: true }), bankDetails };
    },

    /** `upload-bank-receipt-file`: a new receipt for the caller's own pending or rejected transfer. */
    async uploadReceipt(input: {
      viewer: Viewer;
      transactionId: number;
      file: unknown;
      uploaded: UploadedFile[];
      now: Date;
    }): Promise<TPaymentTransaction> {
      const { viewer } = input;
      const own = await transactionById(db, input.transactionId);
      if (!own || own.userId !== viewer.id || own.method !== "bank_transfer") throw notFound();
      // Asked before storing anything; the ledger asks again under the row lock.
      if (own.state !== "pending" && own.state !== "rejected") {
        throw new AppError("CONFLICT", { messageKey: "bank_transfers.not_awaiting_receipt" });
      }
      const receipt = await checkReceipt(input.file, input.uploaded);
      const row = await withStoredReceipt(receipt, (stored) =>
        deps.ledger.submitReceipt({
          transactionId: own.id,
          userId: viewer.id,
          receipt: stored,
          now: input.now,
          guard: (tx, locked) =>
            guardDuplicate(tx, {
              userId: viewer.id,
              packageId: locked.purposeId,
              exceptId: locked.id,
              now: input.now,
            }),
        }),
      );
      return mapTransaction(row, { hasReceipt: true });
    },

    /** `get-payment-receipt`: the latest receipt (or `receiptId`) of a transaction the caller may see. */
    async receiptFile(input: {
      viewer: Viewer;
      transactionId: number;
      receiptId?: number | undefined;
    }): Promise<{ file: PrivateFile; fileName: string }> {
      const row = await visibleTransaction(input.viewer, input.transactionId);
      const receipts = await receiptsOf(db, row.id);
      const receipt =
        input.receiptId === undefined ? receipts.at(-1) : receipts.find((r) => r.id === input.receiptId);
      if (!receipt) throw new AppError("NOT_FOUND", { messageKey: "bank_transfers.receipt_not_found" });
      const file = await deps.files.readPrivate(receipt.storageKey);
      if (!file) throw new AppError("NOT_FOUND", { messageKey: "bank_transfers.receipt_not_found" });
      const extension = receipt.storageKey.slice(receipt.storageKey.lastIndexOf(".") + 1);
      return {
        file: { ...file, contentType: receipt.contentType },
        fileName: `receipt-${row.id}-${receipt.id}.${extension}`,
      };
    },

    /** `get_payment_details`: one payment the caller may see, its receipts and where to transfer to. */
    async details(input: {
      viewer: Viewer;
      transactionId: number;
      lang: Language;
    }): Promise<TPaymentDetails> {
      const row = await visibleTransaction(input.viewer, input.transactionId);
      const [receipts, bought, settings] = await Promise.all([
        receiptsOf(db, row.id),
        row.purpose === "package" ? packageNames(db, row.purposeId) : null,
        deps.settings(),
      ]);
      return {
        ...mapTransaction(row, { hasReceipt: receipts.length > 0 }),
        receipts: receipts.map(mapReceipt),
        bank_details: row.method === "bank_transfer" ? (bankTransferOffer(settings, input.lang) ?? []) : [],
        package: mapPackageRef(bought, input.lang),
      };
    },

    /** `admin/bank-transfers`: one state of the queue, a page at a time. */
    async queue(
      query: TAdminBankTransfersQuery,
      lang: Language,
    ): Promise<{ items: TAdminBankTransfer[]; total: number }> {
      const { rows, total } = await bankTransferQueue(db, {
        state: query.status,
        offset: query.offset ?? 0,
        limit: query.limit ?? BANK_TRANSFERS_PAGE,
      });
      return { items: rows.map((row) => mapQueueItem(row, lang)), total };
    },

    /** An admin approves the receipt: the package is active when this returns; the member is e-mailed after. */
    async approve(input: {
      adminId: number;
      transactionId: number;
      now: Date;
      audit?: AuditHook;
    }): Promise<TPaymentTransaction> {
      const row = await deps.ledger.approveReceipt(input);
      await queueNotice({ transactionId: row.id, decision: "approved", receiptId: null });
      return mapTransaction(row, { hasReceipt: true });
    },

    /** An admin rejects the receipt with a reason the member reads; they may upload a new one. */
    async reject(input: {
      adminId: number;
      transactionId: number;
      reason: string;
      now: Date;
      audit?: AuditHook;
    }): Promise<TPaymentTransaction> {
      const { row, receiptId } = await deps.ledger.rejectReceipt(input);
      await queueNotice({ transactionId: row.id, decision: "rejected", receiptId });
      return mapTransaction(row, { hasReceipt: true });
    },

    /**
     * The background job's work: e-mails the member about a decision, in the site's language (members have no
     * language of their own yet). Sending twice on a retry is harmless: the same news, once more.
     */
    async sendDecisionNotice(notice: DecisionNotice): Promise<void> {
      const facts = await decisionFacts(db, notice);
      if (!facts?.email) return;
      const lang = await siteLanguage();
      const packageName = pick(lang, facts.packageName, facts.packageNameAr);
      const until = facts.endsAt
        ? new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "long", timeZone: "UTC" }).format(
            facts.endsAt,
          )
        : "";
      await deps.messaging.sendEmail({
        to: facts.email,
        template: notice.decision === "approved" ? "bank_transfer_approved" : "bank_transfer_rejected",
        lang,
        params: {
          name: facts.name,
          package: packageName,
          until,
          reason: facts.reason ?? facts.transaction.failureReason ?? "",
          // Approved: the packages page shows it active. Rejected: the payment's own page, which shows the
          // reason and takes the new receipt (the packages page would start a second transfer instead).
          link:
            notice.decision === "approved"
              ? `${deps.publicUrl}/subscription-plan`
              : `${deps.publicUrl}/payment/return?payment_transaction_id=${notice.transactionId}`,
        },
      });
    },
  };
}

export type BankTransfersService = ReturnType<typeof createBankTransfersService>;
