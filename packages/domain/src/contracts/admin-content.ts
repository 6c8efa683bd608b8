import { z } from "zod";
import { sanitizeHtml } from "../html/index.js";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";

// The admin console's content (issue 17, ADR 069): articles, FAQs and the about / privacy / terms pages, each in
// English and Arabic. Rich text is cleaned here, by the allow-list the web renders with, before anything stores it.

/** Longest rich text one language of an article or page may hold (a long legal page fits many times over). */
export const RICH_TEXT_MAX = 100_000;

const text = (max: number) =>
  z
    .string({ error: "admin_content.text" })
    .trim()
    .min(1, { error: "admin_content.required" })
    .max(max, { error: "admin_content.too_long" });

/** Plain text that may be left empty (stored as ""). */
const optionalText = (max: number) =>
  z.string({ error: "admin_content.text" }).trim().max(max, { error: "admin_content.too_long" });

/**
 * Admin-written HTML as stored: what the allow-list drops (scripts, handlers, javascript: links) is gone before
 * the service sees it, and a text that cleans to nothing is refused as empty.
 */
export const richText = (options: { required: boolean }) =>
  z
    .string({ error: "admin_content.text" })
    .max(RICH_TEXT_MAX, { error: "admin_content.too_long" })
    .transform(sanitizeHtml)
    .refine((html) => !options.required || html.length > 0, { error: "admin_content.required" });

/** Lower-case Latin letters, digits and single hyphens: the article's address, `/articles/<slug>`. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const AdminContentIdParams = z.object({
  id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
});

/** `GET /api/admin/articles`: newest first; `q` searches both titles and the slug. */
export const AdminArticlesQuery = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).optional()),
  ...paging,
});
export type TAdminArticlesQuery = z.infer<typeof AdminArticlesQuery>;

/** `POST /api/admin/articles` (new) and `POST /api/admin/articles/:id` (all fields again). */
export const AdminArticleBody = z.strictObject(
  {
    slug: z
      .string({ error: "admin_content.slug" })
      .trim()
      .toLowerCase()
      .max(120, { error: "admin_content.too_long" })
      .regex(ARTICLE_SLUG, { error: "admin_content.slug" }),
    title: text(200),
    title_ar: text(200),
    description: richText({ required: true }),
    description_ar: richText({ required: true }),
    category_id: z
      .number({ error: "admin_content.category" })
      .int({ error: "admin_content.category" })
      .positive({ error: "admin_content.category" })
      .max(MAX_ID, { error: "admin_content.category" })
      .nullable()
      .optional()
      .default(null),
    meta_title: optionalText(200).optional().default(""),
    meta_description: optionalText(500).optional().default(""),
    meta_keywords: optionalText(500).optional().default(""),
  },
  { error: "admin_content.unknown_field" },
);
export type TAdminArticleBody = z.input<typeof AdminArticleBody>;
export type TAdminArticleInput = z.output<typeof AdminArticleBody>;

/** An article as the admin edits it: both languages at once, the raw image key's public URL. */
export const AdminArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() }).nullable(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminArticle = z.infer<typeof AdminArticle>;

/** `POST /api/admin/articles/:id/image` (multipart): `image`, a JPEG, PNG or WebP judged by its content. */
export const AdminArticleImageBody = z.object({
  image: z
    .unknown()
    .meta({ type: "string", format: "binary", description: "JPEG, PNG or WebP (multipart)." }),
});

export const AdminFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  question_ar: z.string(),
  answer: z.string(),
  answer_ar: z.string(),
  is_active: z.boolean(),
  sequence: z.number().int(),
});
export type TAdminFaq = z.infer<typeof AdminFaq>;

/** `POST /api/admin/faqs` (new, last in order) and `POST /api/admin/faqs/:id`. Answers are plain text. */
export const AdminFaqBody = z.strictObject(
  {
    question: text(300),
    question_ar: text(300),
    answer: text(5000),
    answer_ar: text(5000),
    is_active: z.boolean({ error: "admin_content.flag" }).optional(),
  },
  { error: "admin_content.unknown_field" },
);
export type TAdminFaqBody = z.input<typeof AdminFaqBody>;

export const AdminFaqActiveBody = z.strictObject(
  { is_active: z.boolean({ error: "admin_content.flag" }) },
  { error: "admin_content.unknown_field" },
);

/** `POST /api/admin/faqs/order`: every FAQ's id once, in the new order. */
export const AdminFaqOrderBody = z.strictObject(
  {
    ids: z
      .array(z.number({ error: "admin_content.order" }).int().positive().max(MAX_ID), {
        error: "admin_content.order",
      })
      .min(1, { error: "admin_content.order" })
      .max(1000, { error: "admin_content.order" })
      .refine((ids) => new Set(ids).size === ids.length, { error: "admin_content.order" }),
  },
  { error: "admin_content.unknown_field" },
);
export type TAdminFaqOrderBody = z.input<typeof AdminFaqOrderBody>;

/** The settings keys of the three pages; each has an `_ar` twin. */
export const CONTENT_PAGE_KEYS = ["about_us", "privacy_policy", "terms_conditions"] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

const pageText = richText({ required: false }).optional();

/** `POST /api/admin/pages`: any of the six texts; each is cleaned before it is stored. */
export const AdminPagesBody = z.strictObject(
  {
    about_us: pageText,
    about_us_ar: pageText,
    privacy_policy: pageText,
    privacy_policy_ar: pageText,
    terms_conditions: pageText,
    terms_conditions_ar: pageText,
  },
  { error: "admin_content.unknown_field" },
);
export type TAdminPagesBody = z.input<typeof AdminPagesBody>;
export type TAdminPagesChanges = z.output<typeof AdminPagesBody>;

export const AdminPages = z.object(
  Object.fromEntries(
    CONTENT_PAGE_KEYS.map((key) => [key, z.object({ en: z.string(), ar: z.string() })]),
  ) as Record<ContentPageKey, z.ZodObject<{ en: z.ZodString; ar: z.ZodString }>>,
);
export type TAdminPages = z.infer<typeof AdminPages>;
