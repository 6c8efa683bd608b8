import { randomBytes } from "node:crypto";
import { email as emailRule, password as passwordRule } from "@manzil/domain/validation";
import type { Database } from "../../db/client.js";
import { slugify } from "../../db/seed/slug.js";
import { AppError } from "../../lib/app-error.js";
import { findUserByEmail, insertUser, updateUser } from "./accounts.repository.js";
import { revokeAllAccessTokensOfUser } from "./auth.repository.js";
import { hashPassword, isCommonPassword } from "./passwords.js";

export type AdminAccountResult = {
  action: "created" | "promoted" | "password_changed";
  userId: number;
  email: string;
  wasReactivated: boolean;
  revokedSessions: number;
};

/**
 * `npm run admin:create`: creates an admin with this e-mail and password, or makes the existing account with
 * that e-mail an admin with this password (its sessions end, as after any password change). The password
 * policy is the users' one: at least 6 characters and not a common password.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password: string; name?: string | undefined },
  now: Date,
): Promise<AdminAccountResult> {
  const email = emailRule.safeParse(input.email);
  const password = passwordRule.max(1024).safeParse(input.password);
  const fields: Record<string, string[]> = {};
  if (!email.success) fields.email = email.error.issues.map((issue) => issue.message);
  if (!password.success) fields.password = password.error.issues.map((issue) => issue.message);
  else if (isCommonPassword(password.data)) fields.password = ["auth.password_too_common"];
  if (!email.success || !password.success || fields.password)
    throw new AppError("VALIDATION_FAILED", { fields });

  const address = email.data.toLowerCase();
  const passwordHash = await hashPassword(password.data);
  const existing = await findUserByEmail(db, address);
  if (existing?.deletedAt) throw new AppError("ACCOUNT_DEACTIVATED");
  if (existing) {
    await updateUser(
      db,
      existing.id,
      {
        role: "admin",
        passwordHash,
        isActive: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(input.name?.trim() ? { name: input.name.trim() } : {}),
      },
      now,
    );
    return {
      action: existing.role === "admin" ? "password_changed" : "promoted",
      userId: existing.id,
      email: address,
      wasReactivated: !existing.isActive,
      revokedSessions: await revokeAllAccessTokensOfUser(db, existing.id, now),
    };
  }
  const name = input.name?.trim() || "Administrator";
  const created = await insertUser(db, {
    role: "admin",
    slug: `${slugify(name, "admin")}-${randomBytes(4).toString("hex")}`,
    name,
    email: address,
    passwordHash,
    loginType: 3,
    emailVerifiedAt: now,
  });
  if (!created) throw new AppError("CONFLICT", { messageKey: "auth.email_already_in_use" });
  return { action: "created", userId: created.id, email: address, wasReactivated: false, revokedSessions: 0 };
}
