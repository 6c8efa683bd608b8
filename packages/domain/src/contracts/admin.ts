import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";

/** Issue 17 (ADR 063, 064): the admin console's users and its audit log. */

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().min(1).max(max).optional());

export const AdminUserIdParams = z.object({
  id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
});

/** `GET /api/admin/audit-log`: newest first; `action` matches a prefix ("users." finds every user action). */
export const AdminAuditLogQuery = z.object({
  action: optionalText(100),
  target_type: optionalText(50),
  target_id: optionalText(100),
  actor_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
  ...paging,
});
export type TAdminAuditLogQuery = z.infer<typeof AdminAuditLogQuery>;

export const AdminAuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof AdminAuditEntry>;

export const adminUserRoles = ["customer", "admin"] as const;
export const adminCustomerTypes = ["property_owner", "agent"] as const;
export const adminVerificationStatuses = ["initial", "pending", "success", "failed"] as const;

/** `GET /api/admin/users`: `q` searches name, e-mail and mobile; the filters narrow it. */
export const AdminUsersQuery = z.object({
  q: optionalText(100),
  role: z.preprocess(emptyToUndefined, z.enum(adminUserRoles).optional()),
  is_active: coerceBooleanFlag,
  customer_type: z.preprocess(emptyToUndefined, z.enum(adminCustomerTypes).optional()),
  verification_status: z.preprocess(emptyToUndefined, z.enum(adminVerificationStatuses).optional()),
  ...paging,
});
export type TAdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** A member as the admin sees them: never a password hash nor a token. */
export const AdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(adminUserRoles),
  customer_type: z.enum(adminCustomerTypes).nullable(),
  verification_status: z.enum(adminVerificationStatuses),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TAdminUser = z.infer<typeof AdminUser>;

export const AdminUserDetail = AdminUser.extend({
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  counts: z.object({
    properties: z.number().int(),
    projects: z.number().int(),
    reservations: z.number().int(),
    payments: z.number().int(),
  }),
});
export type TAdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminDeactivateUserBody = z
  .object({ reason: optionalText(500) })
  .optional()
  .default({});
export type TAdminDeactivateUserBody = z.infer<typeof AdminDeactivateUserBody>;

export const AdminUserRoleBody = z.object({
  role: z.enum(adminUserRoles, { error: "validation.invalid_value" }),
});
export type TAdminUserRoleBody = z.infer<typeof AdminUserRoleBody>;
