import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, withKey } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";

const invalidValue = withKey("validation.invalid_value");

/**
 * What a member can be told (issue 16, ADR 060). A system notice stores one of these kinds and its values; its
 * words are chosen when it is read, in the reader's language. `announcement` is an admin's own words.
 */
export const NOTIFICATION_KINDS = [
  "listing_approved",
  "listing_rejected",
  "inquiry_received",
  "message_received",
  "package_expiring",
  "payment_succeeded",
  "payment_failed",
  "booking_requested",
  "booking_confirmed",
  "booking_rejected",
  "booking_cancelled",
  "booking_expired",
  "booking_reminder",
  "refund_requested",
  "refund_decided",
  "verification_approved",
  "verification_rejected",
  "announcement",
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `get_notification_list`: eBroker's offset/limit paging (limit 10 when absent, as eBroker). */
export const GetNotificationListQuery = z.object({ ...paging });
export type TGetNotificationListQuery = z.infer<typeof GetNotificationListQuery>;

/**
 * One notice, eBroker's keys first (`title`, `message`, `type` 0 general / 1 inquiry or chat, `send_type`
 * 0 to chosen users / 1 to everyone, `customers_id`, `propertys_id` 0 when none, `notification_image`,
 * `created_at`), then Manzil's: the kind, where it leads, and whether it was read.
 */
export const NotificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  send_type: z.union([z.literal(0), z.literal(1)]),
  customers_id: z.number().int(),
  propertys_id: z.number().int(),
  notification_image: z.string(),
  created_at: z.string(),
  kind: z.string(),
  /** A path of the web app ("/user/reservations"), or null. */
  link: z.string().nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  read_at: z.string().nullable(),
});
export type TNotificationItem = z.infer<typeof NotificationItem>;

/** Top-level keys beside `data` and `total` on the list. */
export const notificationListExtra = { unread_count: z.number().int().min(0) };

/** `notifications/read`: one notice by id, or every notice of the caller when `id` is absent. */
export const MarkNotificationsReadBody = z
  .object({ id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)) })
  .optional()
  .transform((body) => body ?? {});
export type TMarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

export const MarkNotificationsReadAnswer = z.object({
  /** How many notices this call marked read (0 when they already were). */
  marked: z.number().int().min(0),
  unread_count: z.number().int().min(0),
});
export type TMarkNotificationsReadAnswer = z.infer<typeof MarkNotificationsReadAnswer>;

export const NotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS, invalidValue),
  push: coerceBooleanFlag.pipe(z.boolean(withKey("validation.invalid_flag"))),
});

/**
 * Push per kind (on unless switched off). `notifications_enabled` is the profile's global switch
 * (`update_profile` `notification`): when it is off no push goes out whatever the kinds say.
 */
export const NotificationPreferences = z.object({
  notifications_enabled: z.boolean(),
  preferences: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), push: z.boolean() })),
});
export type TNotificationPreferences = z.infer<typeof NotificationPreferences>;

export const SetNotificationPreferencesBody = z.object({
  preferences: z
    .array(NotificationPreference, invalidValue)
    .min(1, invalidValue)
    .max(NOTIFICATION_KINDS.length, invalidValue),
});
export type TSetNotificationPreferencesBody = z.infer<typeof SetNotificationPreferencesBody>;
