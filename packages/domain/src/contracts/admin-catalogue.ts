import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";

// The admin console's catalogue (issue 17, ADR 067): categories with their ordered parameters, the parameter
// definitions, outdoor facilities and cities. Error keys live under "admin_catalogue." in both languages.

/** The parameter kinds a listing form knows (the same list as the database's check). */
export const catalogueParameterTypes = [
  "textbox",
  "textarea",
  "dropdown",
  "radiobutton",
  "checkbox",
  "file",
  "number",
] as const;
export type CatalogueParameterType = (typeof catalogueParameterTypes)[number];

/** Kinds whose answer is picked from a list, so the list (options) must be given. */
export const choiceParameterTypes: readonly CatalogueParameterType[] = [
  "dropdown",
  "radiobutton",
  "checkbox",
];

export const CLASSIFICATIONS = [1, 2, 3, 4, 5] as const;

const requiredText = (max: number) =>
  z
    .string({ error: "admin_catalogue.required" })
    .trim()
    .min(1, { error: "admin_catalogue.required" })
    .max(max, { error: "admin_catalogue.too_long" })
    .refine((value) => !value.includes("\u0000"), { error: "admin_catalogue.required" });

const searchText = z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).optional());
const flag = z.boolean({ error: "admin_catalogue.flag" });

export const AdminCatalogueIdParams = z.object({
  id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
});

// ---- categories ----

export const AdminCategoriesQuery = z.object({
  q: searchText,
  classification: coerceOptionalInt(z.number().int().min(1).max(5)),
  is_active: coerceBooleanFlag,
  ...paging,
});
export type TAdminCategoriesQuery = z.infer<typeof AdminCategoriesQuery>;

/** `POST /api/admin/catalogue/categories` and `POST …/categories/:id` (the whole editable record). */
export const AdminCategoryBody = z.strictObject(
  {
    name: requiredText(120),
    name_ar: requiredText(120),
    slug: z
      .string({ error: "admin_catalogue.slug" })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "admin_catalogue.slug" })
      .max(120, { error: "admin_catalogue.too_long" }),
    classification: z
      .number({ error: "admin_catalogue.classification" })
      .int({ error: "admin_catalogue.classification" })
      .min(1, { error: "admin_catalogue.classification" })
      .max(5, { error: "admin_catalogue.classification" }),
    is_active: flag.optional(),
    sequence: z
      .number({ error: "admin_catalogue.sequence" })
      .int({ error: "admin_catalogue.sequence" })
      .min(0, { error: "admin_catalogue.sequence" })
      .max(100_000, { error: "admin_catalogue.sequence" })
      .optional(),
  },
  { error: "admin_catalogue.unknown_key" },
);
export type TAdminCategoryBody = z.input<typeof AdminCategoryBody>;

/** `POST …/categories/:id/parameters`: the category's whole parameter list, in the order the form shows it. */
export const AdminCategoryParametersBody = z.strictObject(
  {
    parameter_ids: z
      .array(z.number({ error: "admin_catalogue.parameter_ids" }).int().positive().max(MAX_ID), {
        error: "admin_catalogue.parameter_ids",
      })
      .max(100, { error: "admin_catalogue.parameter_ids" })
      .refine((ids) => new Set(ids).size === ids.length, { error: "admin_catalogue.parameter_repeated" }),
  },
  { error: "admin_catalogue.unknown_key" },
);
export type TAdminCategoryParametersBody = z.infer<typeof AdminCategoryParametersBody>;

export const ParameterOption = z.strictObject({
  value: requiredText(100),
  value_ar: requiredText(100),
});

export const AdminParameter = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  type: z.enum(catalogueParameterTypes),
  options: z.array(z.object({ value: z.string(), value_ar: z.string() })),
  is_required: z.boolean(),
  is_active: z.boolean(),
  /** How many categories list it and how many listings answered it. */
  category_count: z.number().int(),
  answer_count: z.number().int(),
});
export type TAdminParameter = z.infer<typeof AdminParameter>;

export const AdminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ar: z.string(),
  image: z.string().nullable(),
  classification: z.number().int(),
  is_active: z.boolean(),
  sequence: z.number().int(),
  parameter_count: z.number().int(),
  /** Listings and projects filed under it: a category with any cannot be deleted, only deactivated. */
  listing_count: z.number().int(),
});
export type TAdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryDetail = AdminCategory.extend({ parameters: z.array(AdminParameter) });
export type TAdminCategoryDetail = z.infer<typeof AdminCategoryDetail>;

// ---- parameters ----

export const AdminParametersQuery = z.object({ q: searchText, ...paging });
export type TAdminParametersQuery = z.infer<typeof AdminParametersQuery>;

/** A parameter's definition; options are for the choice kinds only, and those need at least one. */
export const AdminParameterBody = z
  .strictObject(
    {
      name: requiredText(120),
      name_ar: requiredText(120),
      type: z.enum(catalogueParameterTypes, { error: "admin_catalogue.parameter_type" }),
      options: z
        .array(ParameterOption, { error: "admin_catalogue.options_required" })
        .max(50, { error: "admin_catalogue.too_many_options" })
        .optional(),
      is_required: flag.optional(),
      is_active: flag.optional(),
    },
    { error: "admin_catalogue.unknown_key" },
  )
  .superRefine((body, ctx) => {
    const options = body.options ?? [];
    if (choiceParameterTypes.includes(body.type)) {
      if (options.length === 0)
        ctx.addIssue({ code: "custom", path: ["options"], message: "admin_catalogue.options_required" });
      const values = options.map((option) => option.value.toLowerCase());
      if (new Set(values).size !== values.length)
        ctx.addIssue({ code: "custom", path: ["options"], message: "admin_catalogue.options_repeated" });
    } else if (options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "admin_catalogue.options_refused" });
    }
  });
export type TAdminParameterBody = z.input<typeof AdminParameterBody>;

// ---- facilities ----

export const AdminFacility = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  image: z.string().nullable(),
  /** Listings that give a distance to it: one in use cannot be deleted. */
  listing_count: z.number().int(),
});
export type TAdminFacility = z.infer<typeof AdminFacility>;

export const AdminFacilityBody = z.strictObject(
  { name: requiredText(120), name_ar: requiredText(120) },
  { error: "admin_catalogue.unknown_key" },
);
export type TAdminFacilityBody = z.infer<typeof AdminFacilityBody>;

// ---- cities ----

export const AdminCitiesQuery = z.object({ q: searchText, is_active: coerceBooleanFlag, ...paging });
export type TAdminCitiesQuery = z.infer<typeof AdminCitiesQuery>;

const coordinate = (limit: number, key: string) =>
  z
    .number({ error: key })
    .min(-limit, { error: key })
    .max(limit, { error: key })
    .refine(Number.isFinite, { error: key });

export const AdminCityBody = z.strictObject(
  {
    name: requiredText(120),
    name_ar: requiredText(120),
    state: requiredText(120),
    state_ar: requiredText(120),
    country: requiredText(120),
    country_ar: requiredText(120),
    country_code: z
      .string({ error: "admin_catalogue.country_code" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: "admin_catalogue.country_code" }),
    latitude: coordinate(90, "admin_catalogue.latitude"),
    longitude: coordinate(180, "admin_catalogue.longitude"),
    is_active: flag.optional(),
  },
  { error: "admin_catalogue.unknown_key" },
);
export type TAdminCityBody = z.input<typeof AdminCityBody>;

export const AdminCity = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  state: z.string(),
  state_ar: z.string(),
  country: z.string(),
  country_ar: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: z.boolean(),
});
export type TAdminCity = z.infer<typeof AdminCity>;

/** `POST …/categories/:id/image`, `…/facilities/:id/image` (multipart): the picture, its type read from its bytes. */
export const AdminCatalogueImageBody = z.object({
  image: z.unknown().optional().meta({ type: "string", format: "binary" }),
});
