import type { TAdminParameter, TAdminParameterBody } from "@manzil/domain/contracts";

// The admin catalogue pages (issue 17, ADR 067): API paths, the categories list's URL state, and form helpers.

export const CATEGORIES_KEY = "admin/catalogue/categories";
export const PARAMETERS_KEY = "admin/catalogue/parameters";
export const FACILITIES_KEY = "admin/catalogue/facilities";
export const CITIES_KEY = "admin/catalogue/cities";
export const CATEGORIES_PAGE_SIZE = 50;
export const CITIES_PAGE_SIZE = 20;

export const catalogueTabs = [
  { href: "/admin/catalogue", labelKey: "adminCatalogue.tabs.categories" },
  { href: "/admin/catalogue/parameters", labelKey: "adminCatalogue.tabs.parameters" },
  { href: "/admin/catalogue/facilities", labelKey: "adminCatalogue.tabs.facilities" },
  { href: "/admin/catalogue/cities", labelKey: "adminCatalogue.tabs.cities" },
] as const;

export const activeChoices = ["1", "0"] as const;
export const classificationChoices = ["1", "2", "3", "4", "5"] as const;

/** The categories list as the URL holds it: `?q=villa&classification=4&active=0&page=2`. */
export type CategoriesView = {
  q: string;
  classification: (typeof classificationChoices)[number] | "";
  active: (typeof activeChoices)[number] | "";
  page: number;
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | "" =>
  (choices as readonly string[]).includes(value ?? "") ? (value as T) : "";

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** Anything odd in the URL falls back to "every category, first page". */
export function categoriesViewOf(params: URLSearchParams): CategoriesView {
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    classification: oneOf(classificationChoices, params.get("classification")),
    active: oneOf(activeChoices, params.get("active")),
    page: pageOf(params.get("page")),
  };
}

export function categoriesHref(view: CategoriesView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.classification) params.set("classification", view.classification);
  if (view.active) params.set("active", view.active);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/catalogue${search ? `?${search}` : ""}`;
}

export const categoryHref = (id: number | "new") => `/admin/catalogue/categories/${id}`;

/** The cities list as the URL holds it: `?q=alex&page=2`. */
export type CitiesView = { q: string; page: number };

export function citiesViewOf(params: URLSearchParams): CitiesView {
  return { q: (params.get("q") ?? "").slice(0, 100), page: pageOf(params.get("page")) };
}

export function citiesHref(view: CitiesView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/catalogue/cities${search ? `?${search}` : ""}`;
}

/** What the parameter form holds while typed. */
export type ParameterDraft = {
  name: string;
  name_ar: string;
  type: TAdminParameter["type"];
  options: { value: string; value_ar: string }[];
  is_required: boolean;
  is_active: boolean;
};

export const emptyParameter: ParameterDraft = {
  name: "",
  name_ar: "",
  type: "textbox",
  options: [],
  is_required: false,
  is_active: true,
};

export const draftOfParameter = (parameter: TAdminParameter): ParameterDraft => ({
  name: parameter.name,
  name_ar: parameter.name_ar,
  type: parameter.type,
  options: parameter.options.map((option) => ({ ...option })),
  is_required: parameter.is_required,
  is_active: parameter.is_active,
});

const choiceTypes = new Set<string>(["dropdown", "radiobutton", "checkbox"]);
export const takesOptions = (type: string) => choiceTypes.has(type);

/** The body the API takes: options only for the choice kinds (the API refuses them elsewhere). */
export function parameterBodyOf(draft: ParameterDraft): TAdminParameterBody {
  return {
    name: draft.name,
    name_ar: draft.name_ar,
    type: draft.type,
    ...(takesOptions(draft.type) ? { options: draft.options } : {}),
    is_required: draft.is_required,
    is_active: draft.is_active,
  };
}

/** Moves the item at `index` one place up (-1) or down (+1); the list unchanged at its ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
