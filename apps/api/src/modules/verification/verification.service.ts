import { randomUUID } from "node:crypto";
import {
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_PAGE,
  VERIFICATION_TEXT_MAX,
  VERIFICATION_TEXTAREA_MAX,
  type TAdminVerificationApplication,
  type TAdminVerificationField,
  type TAdminVerificationQuery,
  type TVerificationApplication,
  type TVerificationFieldBody,
  type TVerificationFormField,
} from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import { isLanguage, translatorFor, type Language } from "../../plugins/i18n.js";
import type { FileStore } from "../../storage/file-store.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import type { Viewer } from "../auth/auth.service.js";
import { inspectListingDocument } from "../media/listing-media.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  answersOf,
  applicant,
  applicationById,
  applicationsInState,
  decidePending,
  fieldById,
  formFields,
  insertApplication,
  insertField,
  latestApplicationOf,
  markMemberPending,
  memberStatus,
  setMemberStatus,
  updateField,
  type ApplicationRow,
  type FieldRow,
} from "./verification.repository.js";

/** Answers' files live in the store's PRIVATE area; members and admins get short-lived signed links. */
export const VERIFICATION_FOLDER = "agent-verification";
/** Long enough to open a document from the page, short enough that a leaked link soon stops working. */
const LINK_TTL_SECONDS = 15 * 60;
/** The web's page of the member's verification (notices and e-mails lead there). */
export const VERIFICATION_LINK = "/user/verification";

/** Spec §5's document rule: JPG, PNG or PDF (WebP, which listing documents accept, is not asked for here). */
const FILE_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "application/pdf"]);

export type VerificationDecisionNotice = { applicationId: number; decision: "approved" | "rejected" };

type Answer = {
  fieldId: number;
  value: string | null;
  file?: { path: string; key: string; type: string; size: number };
};

const isChoice = (type: FieldRow["fieldType"]) =>
  type === "radio" || type === "checkbox" || type === "dropdown";

function mapField(row: FieldRow, lang: Language): TVerificationFormField {
  return {
    id: row.id,
    name: pick(lang, row.name, row.nameAr),
    name_en: row.name,
    name_ar: row.nameAr ?? null,
    field_type: row.fieldType,
    is_required: row.isRequired,
    rank: row.rank,
    status: row.isActive ? 1 : 0,
    form_fields_values: row.options.map((option, i) => ({
      id: i + 1,
      value: pick(lang, option.value, option.value_ar),
      value_en: option.value,
      value_ar: option.value_ar ?? null,
    })),
  };
}

/** A submitted choice (its English value or its Arabic twin, any case) → the stored English value. */
function canonicalChoice(field: FieldRow, sent: string): string | undefined {
  const wanted = sent.trim().toLowerCase();
  return field.options.find(
    (o) => o.value.toLowerCase() === wanted || (o.value_ar ?? "").trim().toLowerCase() === wanted,
  )?.value;
}

/** Checkbox answers: `value[]` parts, or one comma-separated text (eBroker sends either). */
function choicesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list.filter((v): v is string => typeof v === "string" && v.trim() !== "");
}

/**
 * Agent verification (issue 17, ADR 065): the admin's form, a member's application with its answers and private
 * files, and the admins' decision, which moves `users.verification_status` in its own transaction.
 */
export function createVerificationService(
  db: Database,
  deps: {
    files: FileStore;
    messaging: Messaging;
    notifications: NotificationsService;
    settings: () => Promise<Map<string, string>>;
    /** Queues the member's e-mail about a decision; called after the decision committed. */
    enqueueNotice: (notice: VerificationDecisionNotice) => Promise<unknown>;
    publicUrl: string;
    log: FastifyBaseLogger;
  },
) {
  /**
   * Checks every sent value against its field and every required field is answered; nothing is stored here. All
   * problems are collected, each under `form_fields.<i>.value` (or `form_fields` for a missing one), worded in
   * the caller's language with the field's own name.
   */
  async function checkAnswers(
    sent: { id: number; value?: unknown }[],
    uploaded: UploadedFile[],
    lang: Language,
  ): Promise<Answer[]> {
    const t = translatorFor(lang);
    const fields = new Map((await formFields(db, { activeOnly: true })).map((f) => [f.id, f]));
    const problems: FieldErrors = {};
    let first: { key: string; name: string } | undefined;
    const fail = (path: string, field: FieldRow, key: string) => {
      const name = pick(lang, field.name, field.nameAr);
      (problems[path] ??= []).push(t(`verification.${key}`, { field: name }));
      first ??= { key, name };
    };
    if (sent.some((s) => !fields.has(s.id)) || new Set(sent.map((s) => s.id)).size !== sent.length) {
      throw new AppError("VALIDATION_FAILED", {
        messageKey: "verification.field_unknown",
        fields: { form_fields: ["verification.field_unknown"] },
      });
    }
    const answers: Answer[] = [];
    for (const [i, { id, value }] of sent.entries()) {
      const field = fields.get(id)!;
      const path = `form_fields.${i}.value`;
      if (field.fieldType === "file") {
        const file = isUploadedFile(value) ? uploaded.find((f) => f.path === value.path) : undefined;
        if (!file || file.size <= 0) {
          if (value !== undefined && value !== "") fail(path, field, "field_file");
          continue;
        }
        const checked = await inspectListingDocument(file, VERIFICATION_FILE_MAX_BYTES);
        if ("problem" in checked) {
          fail(
            path,
            field,
            checked.problem === "validation.file_too_large" ? "field_file_too_large" : "field_file",
          );
        } else if (!FILE_TYPES.has(checked.contentType)) {
          fail(path, field, "field_file");
        } else {
          const key = `${VERIFICATION_FOLDER}/${randomUUID()}.${checked.extension}`;
          answers.push({
            fieldId: id,
            value: null,
            file: { path: file.path, key, type: checked.contentType, size: file.size },
          });
        }
        continue;
      }
      if (isUploadedFile(value)) {
        fail(path, field, "field_choice");
        continue;
      }
      if (field.fieldType === "checkbox") {
        const chosen = choicesOf(value);
        if (chosen.length === 0) continue;
        const canonical = chosen.map((c) => canonicalChoice(field, c));
        if (canonical.some((c) => c === undefined)) fail(path, field, "field_choice");
        else answers.push({ fieldId: id, value: [...new Set(canonical)].join(",") });
        continue;
      }
      if (value !== undefined && typeof value !== "string") {
        fail(path, field, "field_choice");
        continue;
      }
      const text = (value ?? "").trim();
      if (text === "") continue;
      if (isChoice(field.fieldType)) {
        const canonical = canonicalChoice(field, text);
        if (canonical === undefined) fail(path, field, "field_choice");
        else answers.push({ fieldId: id, value: canonical });
      } else if (field.fieldType === "number") {
        if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(text)) fail(path, field, "field_number");
        else answers.push({ fieldId: id, value: text });
      } else {
        const max = field.fieldType === "textarea" ? VERIFICATION_TEXTAREA_MAX : VERIFICATION_TEXT_MAX;
        if (text.length > max) fail(path, field, "field_too_long");
        else answers.push({ fieldId: id, value: text });
      }
    }
    const answered = new Set(answers.map((a) => a.fieldId));
    for (const field of fields.values()) {
      if (!field.isRequired || answered.has(field.id)) continue;
      const index = sent.findIndex((s) => s.id === field.id);
      const path = index >= 0 ? `form_fields.${index}.value` : "form_fields";
      // A value sent but refused already says what is wrong with it.
      if (index >= 0 && problems[path]) continue;
      fail(path, field, "field_required");
    }
    if (first) {
      throw new AppError("VALIDATION_FAILED", {
        messageKey: `verification.${first.key}`,
        params: { field: first.name },
        fields: problems,
      });
    }
    return answers;
  }

  async function answersFor(
    applications: ApplicationRow[],
    lang: Language,
  ): Promise<Map<number, TVerificationApplication["verify_customer_values"]>> {
    const rows = await answersOf(
      db,
      applications.map((a) => a.id),
    );
    const byApplication = new Map<number, TVerificationApplication["verify_customer_values"]>();
    for (const { value, field } of rows) {
      const list = byApplication.get(value.applicationId) ?? [];
      const link = value.fileKey
        ? await deps.files.signedPrivateUrl(value.fileKey, LINK_TTL_SECONDS).catch((error: unknown) => {
            deps.log.warn({ err: error, key: value.fileKey }, "could not sign a verification file's link");
            return null;
          })
        : null;
      list.push({
        field_id: field.id,
        name: pick(lang, field.name, field.nameAr),
        field_type: field.fieldType,
        value: value.fileKey ? link : (value.value ?? null),
        file_type: value.fileType ?? null,
      });
      byApplication.set(value.applicationId, list);
    }
    return byApplication;
  }

  function mapApplication(
    row: ApplicationRow,
    answers: TVerificationApplication["verify_customer_values"],
  ): TVerificationApplication & { id: number } {
    return {
      id: row.id,
      status: row.status,
      reason: row.reason ?? null,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      verify_customer_values: answers,
    };
  }

  async function siteLanguage(): Promise<Language> {
    const language = (await deps.settings()).get("default_language");
    return isLanguage(language) ? language : "en";
  }

  async function decide(input: {
    actor: AuditActor;
    applicationId: number;
    decision: "approved" | "rejected";
    reason: string | null;
    now: Date;
  }): Promise<ApplicationRow> {
    const status = input.decision === "approved" ? "success" : "failed";
    const decided = await db.transaction(async (tx) => {
      const before = await applicationById(tx, input.applicationId);
      if (!before) throw new AppError("NOT_FOUND", { messageKey: "verification.not_found" });
      const row = await decidePending(tx, {
        id: input.applicationId,
        status,
        reason: input.reason,
        adminId: input.actor.id,
        now: input.now,
      });
      // Another admin decided it first (or it was decided long ago): one decision stands.
      if (!row) throw new AppError("CONFLICT", { messageKey: "verification.not_pending" });
      await setMemberStatus(tx, row.userId, status);
      await recordAdminAction(tx, input.actor, {
        action: input.decision === "approved" ? "verification.approve" : "verification.reject",
        targetType: "verification_application",
        targetId: row.id,
        before: { status: before.status },
        after: { status: row.status, reason: row.reason, user_id: row.userId },
      });
      return row;
    });
    await deps.notifications.notifyQuietly({
      userId: decided.userId,
      kind: input.decision === "approved" ? "verification_approved" : "verification_rejected",
      params: input.reason ? { reason: input.reason } : {},
      link: VERIFICATION_LINK,
    });
    try {
      await deps.enqueueNotice({ applicationId: decided.id, decision: input.decision });
    } catch (error) {
      // The decision stands and the in-app notice is written; a queue outage is logged, not answered.
      deps.log.error({ err: error, applicationId: decided.id }, "could not queue the verification e-mail");
    }
    return decided;
  }

  async function adminView(row: ApplicationRow, lang: Language): Promise<TAdminVerificationApplication> {
    const [answers, who] = await Promise.all([answersFor([row], lang), applicant(db, row.userId)]);
    return {
      ...mapApplication(row, answers.get(row.id) ?? []),
      user: { id: row.userId, name: who?.name ?? "", email: who?.email ?? null },
      reviewed_by: row.reviewedBy ?? null,
    };
  }

  function fieldValues(body: TVerificationFieldBody) {
    return {
      name: body.name,
      nameAr: body.name_ar ?? null,
      fieldType: body.field_type,
      options: body.options.map((o) => ({ value: o.value, value_ar: o.value_ar ?? null })),
      isRequired: body.is_required,
      rank: body.rank,
    };
  }

  const adminField = (row: FieldRow, lang: Language): TAdminVerificationField => ({
    ...mapField(row, lang),
    is_active: row.isActive,
  });

  return {
    /** `get-agent-verification-form-fields`: the active questions in rank order, in the caller's language. */
    async formFields(lang: Language): Promise<TVerificationFormField[]> {
      return (await formFields(db, { activeOnly: true })).map((row) => mapField(row, lang));
    },

    /**
     * `apply-agent-verification`: every answer checked first, then the files stored, then the application, its
     * answers and the member's state in one transaction; on any failure the stored files are removed again.
     */
    async apply(input: {
      viewer: Viewer;
      formFields: { id: number; value?: unknown }[];
      uploaded: UploadedFile[];
      lang: Language;
    }): Promise<TVerificationApplication> {
      const { viewer } = input;
      // Asked before anything is stored; asked again, atomically, in the transaction.
      if (viewer.verificationStatus === "pending") {
        throw new AppError("CONFLICT", { messageKey: "verification.already_pending" });
      }
      if (viewer.verificationStatus === "success") {
        throw new AppError("CONFLICT", { messageKey: "verification.already_verified" });
      }
      const answers = await checkAnswers(input.formFields, input.uploaded, input.lang);
      const stored: string[] = [];
      try {
        for (const answer of answers) {
          if (!answer.file) continue;
          await deps.files.putPrivate(answer.file.key, { path: answer.file.path }, answer.file.type);
          stored.push(answer.file.key);
        }
        const row = await db.transaction(async (tx) => {
          if (!(await markMemberPending(tx, viewer.id))) {
            const now = await memberStatus(tx, viewer.id);
            throw new AppError("CONFLICT", {
              messageKey:
                now === "success" ? "verification.already_verified" : "verification.already_pending",
            });
          }
          return insertApplication(
            tx,
            viewer.id,
            answers.map((a) => ({
              fieldId: a.fieldId,
              value: a.value,
              fileKey: a.file?.key ?? null,
              fileType: a.file?.type ?? null,
              fileSize: a.file?.size ?? null,
            })),
          );
        });
        const mapped = await answersFor([row], input.lang);
        return mapApplication(row, mapped.get(row.id) ?? []);
      } catch (error) {
        if (stored.length > 0) {
          await deps.files.removePrivate(stored).catch((cleanup: unknown) => {
            deps.log.error({ err: cleanup, keys: stored }, "could not remove orphaned verification files");
          });
        }
        throw error;
      }
    },

    /** `get-agent-verification-form-values`: the caller's latest application, or `initial` without one. */
    async formValues(viewer: Viewer, lang: Language): Promise<TVerificationApplication> {
      const row = await latestApplicationOf(db, viewer.id);
      if (!row) {
        return {
          id: null,
          status: viewer.verificationStatus,
          reason: null,
          created_at: null,
          reviewed_at: null,
          verify_customer_values: [],
        };
      }
      const answers = await answersFor([row], lang);
      return mapApplication(row, answers.get(row.id) ?? []);
    },

    async queue(
      query: TAdminVerificationQuery,
      lang: Language,
    ): Promise<{ items: TAdminVerificationApplication[]; total: number }> {
      const { rows, total } = await applicationsInState(db, {
        status: query.status,
        offset: query.offset ?? 0,
        limit: query.limit ?? VERIFICATION_PAGE,
      });
      const answers = await answersFor(
        rows.map((r) => r.application),
        lang,
      );
      return {
        items: rows.map(({ application, name, email }) => ({
          ...mapApplication(application, answers.get(application.id) ?? []),
          user: { id: application.userId, name, email: email ?? null },
          reviewed_by: application.reviewedBy ?? null,
        })),
        total,
      };
    },

    async application(id: number, lang: Language): Promise<TAdminVerificationApplication> {
      const row = await applicationById(db, id);
      if (!row) throw new AppError("NOT_FOUND", { messageKey: "verification.not_found" });
      return adminView(row, lang);
    },

    async approve(input: { actor: AuditActor; applicationId: number; now: Date; lang: Language }) {
      const row = await decide({ ...input, decision: "approved", reason: null });
      return adminView(row, input.lang);
    },

    async reject(input: {
      actor: AuditActor;
      applicationId: number;
      reason: string;
      now: Date;
      lang: Language;
    }) {
      const row = await decide({ ...input, decision: "rejected" });
      return adminView(row, input.lang);
    },

    async allFields(lang: Language): Promise<TAdminVerificationField[]> {
      return (await formFields(db, { activeOnly: false })).map((row) => adminField(row, lang));
    },

    async createField(actor: AuditActor, body: TVerificationFieldBody, lang: Language) {
      const row = await db.transaction(async (tx) => {
        const created = await insertField(tx, fieldValues(body));
        await recordAdminAction(tx, actor, {
          action: "verification.field_create",
          targetType: "verification_field",
          targetId: created.id,
          after: created,
        });
        return created;
      });
      return adminField(row, lang);
    },

    async updateField(actor: AuditActor, id: number, body: TVerificationFieldBody, lang: Language) {
      const row = await db.transaction(async (tx) => {
        const before = await fieldById(tx, id);
        if (!before) throw new AppError("NOT_FOUND", { messageKey: "verification.field_not_found" });
        const updated = await updateField(tx, id, fieldValues(body));
        await recordAdminAction(tx, actor, {
          action: "verification.field_update",
          targetType: "verification_field",
          targetId: id,
          before,
          after: updated,
        });
        return updated;
      });
      return adminField(row, lang);
    },

    /** Retired questions are no longer asked; answers already given to them stay readable. */
    async retireField(actor: AuditActor, id: number, lang: Language) {
      const row = await db.transaction(async (tx) => {
        const before = await fieldById(tx, id);
        if (!before) throw new AppError("NOT_FOUND", { messageKey: "verification.field_not_found" });
        const updated = await updateField(tx, id, { isActive: false });
        await recordAdminAction(tx, actor, {
          action: "verification.field_retire",
          targetType: "verification_field",
          targetId: id,
          before: { is_active: before.isActive },
          after: { is_active: false },
        });
        return updated;
      });
      return adminField(row, lang);
    },

    /** The background job's work: e-mails the member the decision, in the site's language. */
    async sendDecisionNotice(notice: VerificationDecisionNotice): Promise<void> {
      const row = await applicationById(db, notice.applicationId);
      if (!row) return;
      const who = await applicant(db, row.userId);
      if (!who?.email) return;
      await deps.messaging.sendEmail({
        to: who.email,
        template: notice.decision === "approved" ? "verification_approved" : "verification_rejected",
        lang: await siteLanguage(),
        params: { name: who.name, reason: row.reason ?? "", link: `${deps.publicUrl}${VERIFICATION_LINK}` },
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
