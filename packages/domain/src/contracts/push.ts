import { z } from "zod";
import { requiredText, withKey } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

const invalidValue = withKey("validation.invalid_value");

/** A base64url string (no padding) that decodes to exactly `bytes` bytes. */
const base64UrlBytes = (bytes: number) =>
  z
    .string(invalidValue)
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, invalidValue)
    .refine((value) => decodedLength(value.replace(/=+$/, "")) === bytes, invalidValue);

function decodedLength(base64Url: string): number {
  return Math.floor((base64Url.length * 3) / 4);
}

/**
 * `POST /api/web-push/subscriptions` (ADR 062): what the browser's `PushSubscription.toJSON()` gives
 * (`endpoint`, `keys.p256dh` — an uncompressed P-256 point, 65 bytes — and `keys.auth`, 16 bytes), and the
 * language the member reads in, so pushes to this browser are worded in it. Whether the endpoint may be posted
 * to is the server's call (it refuses anything but known push services).
 */
export const WebPushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: "validation.invalid_value" }).max(2_000, invalidValue),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64UrlBytes(65),
      auth: base64UrlBytes(16),
    },
    invalidValue,
  ),
  lang: z.enum(["en", "ar"], invalidValue).optional(),
});
export type TWebPushSubscriptionBody = z.infer<typeof WebPushSubscriptionBody>;

/** `POST /api/web-push/subscriptions/remove` (and `DELETE /api/web-push/subscriptions`): the caller's own only. */
export const RemoveWebPushSubscriptionBody = z.object({
  endpoint: z.string(invalidValue).trim().min(1, invalidValue).max(2_000, invalidValue),
});
export type TRemoveWebPushSubscriptionBody = z.infer<typeof RemoveWebPushSubscriptionBody>;

export const WebPushSubscriptionAnswer = z.object({
  endpoint: z.string(),
  lang: z.enum(["en", "ar"]).nullable(),
  created_at: z.string(),
});
export type TWebPushSubscriptionAnswer = z.infer<typeof WebPushSubscriptionAnswer>;

/** `GET /api/web-push/public-key`: the VAPID key for `pushManager.subscribe`, or null when web push is off. */
export const WebPushPublicKey = z.object({ public_key: z.string().nullable() });
export type TWebPushPublicKey = z.infer<typeof WebPushPublicKey>;

/**
 * The JSON a web push carries (encrypted for the browser): a notice worded in the subscription's language.
 * Kept small: push services refuse payloads over 4 KB.
 */
export const WebPushPayload = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path of the web app without language prefix, or null. */
  link: z.string().nullable(),
  unread_count: z.number().int().min(0).optional(),
});
export type TWebPushPayload = z.infer<typeof WebPushPayload>;

/** A web-app path ("/user/reservations") or an https URL: where an announcement leads. */
const announcementLink = z
  .string(invalidValue)
  .trim()
  .max(500, invalidValue)
  .refine((link) => /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/.test(link), invalidValue);

/**
 * `POST /api/admin/notifications`: an announcement in the admin's own words, to every member (eBroker's
 * `send_type` 1) or to the chosen `user_ids` (`send_type` 0).
 */
export const SendAnnouncementBody = z
  .object({
    title: requiredText("title").pipe(z.string().max(200, invalidValue)),
    message: requiredText("message").pipe(z.string().max(2_000, invalidValue)),
    link: z.preprocess((v) => (v === "" || v === null ? undefined : v), announcementLink.optional()),
    send_type: z.coerce.number(invalidValue).pipe(z.union([z.literal(0), z.literal(1)], invalidValue)),
    user_ids: z
      .array(z.coerce.number(invalidValue).int(invalidValue).positive(invalidValue).max(MAX_ID, invalidValue))
      .max(10_000, invalidValue)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.send_type === 0 && (!body.user_ids || body.user_ids.length === 0)) {
      ctx.addIssue({ code: "custom", path: ["user_ids"], message: "validation.invalid_value" });
    }
  });
export type TSendAnnouncementBody = z.infer<typeof SendAnnouncementBody>;

/** One sent announcement as the admin's list shows it. */
export const Announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  send_type: z.union([z.literal(0), z.literal(1)]),
  /** Inboxes it reached (members who exist and are active). */
  recipients: z.number().int().min(0),
  sent_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type TAnnouncement = z.infer<typeof Announcement>;
