import { randomBytes } from "node:crypto";
import {
  profileChangesFromBody,
  type TDataExport,
  type TGetCustomerQuery,
  type TGetUsersQuery,
  type TOwnProfile,
  type TPublicUser,
  type TUpdateProfileBody,
} from "@manzil/domain/contracts";
import { intlLocale } from "@manzil/domain/i18n";
import type { Database } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { Language } from "../../plugins/i18n.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { OtpService } from "../otp/otp.types.js";
import { toE164 } from "../../lib/phone-number.js";
import type { FileStore } from "../../storage/file-store.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import { inspectProfilePhoto, removeProfilePhoto, storeProfilePhoto } from "./profile-photo.js";
import { mapDataExport, mapOwnProfile, mapPublicUser } from "./users.mapper.js";
import {
  anonymiseUser,
  applyProfileChanges,
  confirmEmailChange,
  findPublicUser,
  findUserById,
  findUserRecords,
  isEmailTakenByOther,
  isMobileTakenByOther,
  listPublicUsers,
  upsertPushToken,
  type UserChanges,
} from "./users.repository.js";

const DEFAULT_PAGE_SIZE = 20;

/** A PostgreSQL unique violation (two requests racing for one e-mail or mobile) → the 409 the check gives. */
function conflictFromUniqueViolation(error: unknown): AppError | null {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code !== "23505") continue;
    if (constraint === "users_email_uq") return emailTaken();
    if (constraint === "users_mobile_uq") return mobileTaken();
  }
  return null;
}

const emailTaken = () =>
  new AppError("CONFLICT", { messageKey: "users.email_taken", fields: { email: ["users.email_taken"] } });
const mobileTaken = () =>
  new AppError("CONFLICT", { messageKey: "users.mobile_taken", fields: { mobile: ["users.mobile_taken"] } });

export type UsersServiceDeps = {
  db: Database;
  files: FileStore;
  images: ImageWork;
  otp: OtpService;
  messaging: Messaging;
  now?: () => Date;
};

export function createUsersService(deps: UsersServiceDeps) {
  const { db, files, images } = deps;
  const filesUrl = files.publicBaseUrl;
  const now = deps.now ?? (() => new Date());

  async function loadProfile(userId: number): Promise<TOwnProfile> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError("UNAUTHENTICATED");
    return mapOwnProfile(user, filesUrl);
  }

  /** Issues an e-mail-change code and mails it; a refused issue (cooldown, limits) is a 429 with the wait. */
  async function sendEmailChangeCode(input: { email: string; lang: Language; ip: string }) {
    const issued = await deps.otp.issue({
      channel: "email",
      target: input.email,
      purpose: "email_change",
      ip: input.ip,
    });
    if (!issued.ok) {
      const seconds = new Intl.NumberFormat(intlLocale(input.lang)).format(issued.retryAfterSeconds);
      throw new AppError("RATE_LIMITED", { messageKey: "users.code_rate_limited", params: { seconds } });
    }
    const minutes = Math.max(1, Math.round((issued.expiresAt.getTime() - now().getTime()) / 60_000));
    try {
      await deps.messaging.sendEmail({
        to: input.email,
        template: "email_change_code",
        lang: input.lang,
        params: { code: issued.code, minutes: new Intl.NumberFormat(intlLocale(input.lang)).format(minutes) },
      });
    } catch (cause) {
      throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "users.email_send_failed", cause });
    }
  }

  return {
    getOwnProfile: loadProfile,

    /**
     * `update_profile`: validates everything first (422), then uniqueness (409), then writes all changes in
     * one transaction. A new e-mail address is only recorded as pending and gets a code; `email` itself
     * changes in `verifyEmailChange`.
     */
    async updateProfile(input: {
      userId: number;
      body: TUpdateProfileBody;
      uploadedFiles: readonly UploadedFile[];
      lang: Language;
      ip: string;
    }): Promise<{ profile: TOwnProfile; emailPending: string | null }> {
      const { changes, conflicts } = profileChangesFromBody(input.body);
      const current = await findUserById(db, input.userId);
      if (!current) throw new AppError("UNAUTHENTICATED");

      const fields: FieldErrors = { ...conflicts };
      const { email: requestedEmail, mobile: requestedMobile, ...plain } = changes.user;
      const userChanges: UserChanges = { ...plain };

      if (requestedMobile !== undefined) {
        const mobile = toE164(requestedMobile);
        if (!mobile) fields.mobile = ["validation.invalid_phone"];
        else if (mobile !== current.mobile) {
          userChanges.mobile = mobile;
          // A new number has not been proven to be theirs.
          userChanges.mobileVerifiedAt = null;
        }
      }
      if (plain.whatsappNumber) {
        const whatsapp = toE164(plain.whatsappNumber);
        if (!whatsapp) fields.whatsappnumber = ["validation.invalid_phone"];
        else userChanges.whatsappNumber = whatsapp;
      }

      // Only a file streamed in with this very request counts. A JSON object (or bracketed form fields) shaped
      // like one is not an upload: its path must be one the body parser generated for this request.
      let photo: UploadedFile | null = null;
      if (changes.profile !== undefined) {
        const claimed = isUploadedFile(changes.profile) ? changes.profile.path : null;
        const file = input.uploadedFiles.find((uploaded) => uploaded.path === claimed);
        const problem = file ? await inspectProfilePhoto(file, images) : "validation.invalid_file_type";
        if (problem) fields.profile = [problem];
        else photo = file ?? null;
      }
      if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", { fields });

      let emailToVerify: string | null = null;
      if (requestedEmail !== undefined) {
        if (requestedEmail === current.email?.toLowerCase()) {
          // Back to the current address: any pending change is dropped.
          if (current.pendingEmail) userChanges.pendingEmail = null;
        } else {
          if (await isEmailTakenByOther(db, requestedEmail, current.id)) throw emailTaken();
          emailToVerify = requestedEmail;
          userChanges.pendingEmail = requestedEmail;
        }
      }
      if (userChanges.mobile && (await isMobileTakenByOther(db, userChanges.mobile, current.id))) {
        throw mobileTaken();
      }

      let newPhotoKey: string | null = null;
      try {
        if (photo) {
          newPhotoKey = await storeProfilePhoto(photo, { files, images }).catch((error: unknown) => {
            // The header was fine but the data is not: the sender's mistake, not a server fault.
            if (!(error instanceof UnreadableImageError)) throw error;
            throw new AppError("VALIDATION_FAILED", {
              fields: { profile: ["validation.invalid_file_type"] },
            });
          });
          userChanges.profileImage = newPhotoKey;
        }
        if (emailToVerify) {
          const resend = emailToVerify === current.pendingEmail?.toLowerCase();
          try {
            await sendEmailChangeCode({ email: emailToVerify, lang: input.lang, ip: input.ip });
          } catch (error) {
            // Re-submitting a form that still carries the pending address must not fail on the resend wait.
            if (!(resend && error instanceof AppError && error.code === "RATE_LIMITED")) throw error;
          }
        }
        await db.transaction((tx) =>
          applyProfileChanges(tx, {
            userId: current.id,
            user: userChanges,
            company: changes.company,
            ...(changes.fcmId === undefined ? {} : { fcmId: changes.fcmId }),
            now: now(),
          }),
        );
      } catch (error) {
        await removeProfilePhoto(files, newPhotoKey);
        throw conflictFromUniqueViolation(error) ?? error;
      }
      if (newPhotoKey) await removeProfilePhoto(files, current.profileImage);

      return { profile: await loadProfile(current.id), emailPending: emailToVerify };
    },

    /** `verify-email-change`: the code sent to the pending address makes it the account's e-mail. */
    async verifyEmailChange(input: { userId: number; code: string }): Promise<TOwnProfile> {
      const user = await findUserById(db, input.userId);
      if (!user) throw new AppError("UNAUTHENTICATED");
      const pending = user.pendingEmail?.toLowerCase();
      if (!pending) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "users.no_pending_email",
          fields: { otp: ["users.no_pending_email"] },
        });
      }
      const result = await deps.otp.verify({
        channel: "email",
        target: pending,
        purpose: "email_change",
        code: input.code,
      });
      if (!result.ok) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "users.invalid_code",
          fields: { otp: ["users.invalid_code"] },
        });
      }
      if (await isEmailTakenByOther(db, pending, user.id)) throw emailTaken();
      try {
        await db.transaction((tx) => confirmEmailChange(tx, { userId: user.id, email: pending, now: now() }));
      } catch (error) {
        throw conflictFromUniqueViolation(error) ?? error;
      }
      return loadProfile(user.id);
    },

    /** `delete_user`: only the caller's own account; personal data erased, sessions revoked, listings offline. */
    async deleteAccount(input: { userId: number; requestedUserId?: number }): Promise<void> {
      if (input.requestedUserId !== undefined && input.requestedUserId !== input.userId) {
        throw new AppError("FORBIDDEN", { messageKey: "users.delete_only_self" });
      }
      const user = await findUserById(db, input.userId);
      if (!user) throw new AppError("UNAUTHENTICATED");
      const slug = `deleted-${user.id}-${randomBytes(4).toString("hex")}`;
      const papers = await db.transaction((tx) => anonymiseUser(tx, { user, slug, now: now() }));
      await removeProfilePhoto(files, user.profileImage);
      await files.removePrivate(papers);
    },

    async registerPushToken(input: { userId: number; fcmId: string }): Promise<void> {
      await upsertPushToken(db, { userId: input.userId, fcmId: input.fcmId, now: now() });
    },

    async getCustomer(query: TGetCustomerQuery): Promise<TPublicUser> {
      const user = await findPublicUser(db, {
        ...(query.customer_id === undefined ? {} : { id: query.customer_id }),
        ...(query.slug_id === undefined ? {} : { slug: query.slug_id }),
      });
      if (!user) throw new AppError("NOT_FOUND", { messageKey: "users.customer_not_found" });
      return mapPublicUser(user, filesUrl);
    },

    /**
     * `get-users`. Only an admin sees admin accounts or may filter by `is_admin`: for everyone else the list is
     * the marketplace's members (as in eBroker, whose admins are not customers), so it cannot name the accounts
     * worth attacking.
     */
    async listUsers(
      query: TGetUsersQuery,
      viewer: { isAdmin: boolean },
    ): Promise<{ items: TPublicUser[]; total: number }> {
      const isAdmin = viewer.isAdmin ? query.is_admin : false;
      const { rows, total } = await listPublicUsers(db, {
        ...(query.search === undefined ? {} : { search: query.search }),
        ...(query.has_property === undefined ? {} : { hasProperty: query.has_property }),
        ...(query.property_classification === undefined
          ? {}
          : { classification: query.property_classification }),
        ...(isAdmin === undefined ? {} : { isAdmin }),
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
        offset: query.offset ?? 0,
      });
      return { items: rows.map((row) => mapPublicUser(row, filesUrl)), total };
    },

    async exportData(userId: number): Promise<{ data: TDataExport; exportedAt: Date }> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError("UNAUTHENTICATED");
      const exportedAt = now();
      const records = await findUserRecords(db, userId);
      return { data: mapDataExport({ user, records, filesUrl, exportedAt }), exportedAt };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
