import type { propertySortOrders } from "@manzil/domain/contracts";
import type { ApiQuery } from "../api/load-context";
import { toAsciiDigits } from "../format/digits";

export const PAGE_SIZE = 12;

/** get-property-list accepts offsets up to 1,000,000; later pages would only be an API error. */
export const MAX_PAGE = Math.floor(1_000_000 / PAGE_SIZE) + 1;

/** The classification tabs: all, then 1 sell/rent, 2 commercial, 3 new projects, 4 vacation homes, 5 hotels. */
export const CLASSIFICATIONS = [1, 2, 3, 4, 5] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Vacation homes and hotels are booked by the night, so only they take check-in and check-out dates. */
export const STAY_CLASSIFICATIONS: readonly Classification[] = [4, 5];

/**
 * Every order of get-property-list's `sort_by` except `distance`, which needs a point the listing page
 * does not have (the map view owns distance).
 */
export type SortOrder = Exclude<(typeof propertySortOrders)[number], "distance">;
// Spelled out rather than read from the contracts at run time: importing them would bring zod and every
// contract into the listing page's first download (ADR 079). The Record type makes the compiler check
// that this names each of the domain's orders and nothing else; a test checks the order.
const SORT_ORDER_SET: Record<SortOrder, true> = {
  newest: true,
  oldest: true,
  price_asc: true,
  price_desc: true,
  most_viewed: true,
  most_liked: true,
  featured: true,
  top_rated: true,
  trending: true,
};
export const SORT_ORDERS = Object.keys(SORT_ORDER_SET) as readonly SortOrder[];

/** Public lists show what is on the market; sold and rented listings are not searched for. */
export const LISTING_TYPES = ["sell", "rent"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** eBroker's `posted_since`: 0 the last week, 1 the last month. */
export const POSTED_SINCE = [0, 1] as const;
export type PostedSince = (typeof POSTED_SINCE)[number];

/** Same ceiling as the API's `MAX_PRICE` (major units); anything above is a typo, not a price. */
const MAX_PRICE = 1_000_000_000_000;
const MAX_AREA = 10_000_000;
const MAX_ROOMS = 100;

export type ListingParams = {
  page: number;
  classification: Classification | null;
  sort: SortOrder;
  search: string | null;
  category: number | null;
  listingType: ListingType | null;
  /** EGP, major units (what eBroker clients send as min_price / max_price). */
  minPrice: number | null;
  maxPrice: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postedSince: PostedSince | null;
  /** 0 is a studio. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Square metres. */
  minArea: number | null;
  maxArea: number | null;
  /** Outdoor facility ids: listings near every one of them. */
  facilities: number[];
  checkIn: string | null;
  checkOut: string | null;
  /** A category's other parameters: `parameter[<id>]` (a choice) or `parameter_min/max[<id>]` (numbers). */
  parameters: ParameterFilter[];
};

export type ParameterFilter = { id: number; equals: string | null; min: number | null; max: number | null };

/** The URL names of the filters: the API's own parameter names, so a query string can go to the API as is. */
export const FILTER_FIELDS = {
  classification: "property_classification",
  category: "category_id",
  listingType: "property_type",
  minPrice: "min_price",
  maxPrice: "max_price",
  city: "city",
  state: "state",
  country: "country",
  postedSince: "posted_since",
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  minArea: "min_area",
  maxArea: "max_area",
  facilities: "facility_ids",
  checkIn: "check_in_date",
  checkOut: "check_out_date",
  search: "search",
  sort: "sort_by",
} as const satisfies Partial<Record<keyof ListingParams, string>>;
export type FilterKey = keyof typeof FILTER_FIELDS;
export type FilterField = (typeof FILTER_FIELDS)[FilterKey];

/** Older links (home page shelves, hero slides) still use these names. */
const LEGACY_NAMES: Partial<Record<FilterField, string>> = {
  property_classification: "classification",
  category_id: "category",
  sort_by: "sort",
};

export const EMPTY_LISTING_PARAMS: ListingParams = {
  page: 1,
  classification: null,
  sort: "newest",
  search: null,
  category: null,
  listingType: null,
  minPrice: null,
  maxPrice: null,
  city: null,
  state: null,
  country: null,
  postedSince: null,
  bedrooms: null,
  bathrooms: null,
  minArea: null,
  maxArea: null,
  facilities: [],
  checkIn: null,
  checkOut: null,
  parameters: [],
};

/** A field's raw text: its API name first, then its legacy name; blank counts as absent. */
export function filterValue(search: URLSearchParams, field: FilterField): string | null {
  const legacy = LEGACY_NAMES[field];
  const value = search.get(field) ?? (legacy ? search.get(legacy) : null);
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Amounts as people type them: Arabic-Indic digits, the Arabic decimal sign, thousands separators. */
function plainNumber(value: string): string {
  return toAsciiDigits(value)
    .replace(/\u066b/g, ".")
    .replace(/[\s,\u066c]/g, "");
}

function countUpTo(value: string | null, max: number): number | null {
  if (value === null) return null;
  const plain = plainNumber(value);
  if (!/^\d+$/.test(plain)) return null;
  const number = Number(plain);
  return number <= max ? number : null;
}

function amountUpTo(value: string | null, max: number): number | null {
  if (value === null) return null;
  const plain = plainNumber(value);
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const number = Number(plain);
  return number <= max ? number : null;
}

function isoDate(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

function text(value: string | null): string | null {
  return value ? value.slice(0, 200) : null;
}

/** Facility ids arrive as a CSV (links we build) or as repeated checkboxes (a form sent without JavaScript). */
function facilityIds(search: URLSearchParams): number[] {
  const ids = search
    .getAll(FILTER_FIELDS.facilities)
    .flatMap((value) => value.split(","))
    .map((value) => positiveInt(value.trim()))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, 20);
}

const PARAMETER_KEY = /^parameter(_min|_max)?\[(\d{1,9})\]$/;
/** The API takes up to ten parameter filters. */
const MAX_PARAMETER_FILTERS = 10;

/**
 * `parameter[12]=Sea view`, `parameter_min[7]=2`: the filters on a category's own parameters. A number that
 * is not one, or a range upside down, is left out (the panel's inputs are typed, so only a hand-edited URL
 * gets here).
 */
function parameterFilters(search: URLSearchParams): ParameterFilter[] {
  const byId = new Map<number, ParameterFilter>();
  for (const [key, raw] of search) {
    const match = PARAMETER_KEY.exec(key);
    const value = raw.trim();
    if (!match || !value) continue;
    const id = Number(match[2]);
    const entry = byId.get(id) ?? { id, equals: null, min: null, max: null };
    if (match[1] === "_min") entry.min = amountUpTo(value, MAX_AREA);
    else if (match[1] === "_max") entry.max = amountUpTo(value, MAX_AREA);
    else entry.equals = value.slice(0, 200);
    byId.set(id, entry);
  }
  return [...byId.values()]
    .filter((f) => f.min === null || f.max === null || f.min <= f.max)
    .filter((f) => f.equals !== null || f.min !== null || f.max !== null)
    .sort((a, b) => a.id - b.id)
    .slice(0, MAX_PARAMETER_FILTERS);
}

/** The query names of one parameter filter (the same names the panel's inputs carry). */
export function parameterFieldNames(id: number) {
  return { equals: `parameter[${id}]`, min: `parameter_min[${id}]`, max: `parameter_max[${id}]` };
}

/** What is wrong with the filters as typed, by input name; the values are message keys. */
export type FilterErrors = Partial<Record<FilterField, string>>;

/**
 * The mistakes a visitor can make in the filter panel. The same check runs in the browser before the
 * form navigates and in the loader for a form sent without JavaScript, so both show the same messages.
 */
export function listingFilterErrors(search: URLSearchParams): FilterErrors {
  const errors: FilterErrors = {};
  const amount = (field: FilterField, max: number, key: string) => {
    const value = filterValue(search, field);
    if (value !== null && amountUpTo(value, max) === null) errors[field] = key;
    return value === null ? null : amountUpTo(value, max);
  };
  const minPrice = amount(FILTER_FIELDS.minPrice, MAX_PRICE, "filters.errors.price_invalid");
  const maxPrice = amount(FILTER_FIELDS.maxPrice, MAX_PRICE, "filters.errors.price_invalid");
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    errors.max_price = "filters.errors.price_order";
  }
  const minArea = amount(FILTER_FIELDS.minArea, MAX_AREA, "filters.errors.area_invalid");
  const maxArea = amount(FILTER_FIELDS.maxArea, MAX_AREA, "filters.errors.area_invalid");
  if (minArea !== null && maxArea !== null && minArea > maxArea) {
    errors.max_area = "filters.errors.area_order";
  }
  const classification = positiveInt(filterValue(search, FILTER_FIELDS.classification));
  if (STAY_CLASSIFICATIONS.some((c) => c === classification)) {
    const checkInText = filterValue(search, FILTER_FIELDS.checkIn);
    const checkOutText = filterValue(search, FILTER_FIELDS.checkOut);
    const checkIn = isoDate(checkInText);
    const checkOut = isoDate(checkOutText);
    if (checkInText !== null && checkIn === null) errors.check_in_date = "filters.errors.date_invalid";
    if (checkOutText !== null && checkOut === null) errors.check_out_date = "filters.errors.date_invalid";
    if (checkIn !== null && checkOut === null && checkOutText === null) {
      errors.check_out_date = "filters.errors.check_out_missing";
    }
    if (checkOut !== null && checkIn === null && checkInText === null) {
      errors.check_in_date = "filters.errors.check_in_missing";
    }
    if (checkIn !== null && checkOut !== null && checkOut <= checkIn) {
      errors.check_out_date = "filters.errors.check_out_order";
    }
  }
  return errors;
}

/**
 * The listing state lives in the URL; anything unreadable falls back to the default, never an error.
 * A pair the visitor got wrong (minimum above maximum, check-out before check-in) is left out of the
 * search: `listingFilterErrors` reports it beside its fields instead.
 */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const errors = listingFilterErrors(search);
  const classificationId = positiveInt(filterValue(search, FILTER_FIELDS.classification));
  const classification = CLASSIFICATIONS.find((c) => c === classificationId) ?? null;
  const sort = filterValue(search, FILTER_FIELDS.sort);
  const listingType = filterValue(search, FILTER_FIELDS.listingType);
  const postedSince = countUpTo(filterValue(search, FILTER_FIELDS.postedSince), 1);
  const priceOk = !errors.max_price && !errors.min_price;
  const areaOk = !errors.max_area && !errors.min_area;
  const isStay = classification !== null && STAY_CLASSIFICATIONS.includes(classification);
  const datesOk = isStay && !errors.check_in_date && !errors.check_out_date;
  return {
    page: Math.min(positiveInt(search.get("page")) ?? 1, MAX_PAGE),
    classification,
    sort: SORT_ORDERS.find((s) => s === sort) ?? "newest",
    search: text(filterValue(search, FILTER_FIELDS.search)),
    category: positiveInt(filterValue(search, FILTER_FIELDS.category)),
    listingType: LISTING_TYPES.find((type) => type === listingType) ?? null,
    minPrice: priceOk ? amountUpTo(filterValue(search, FILTER_FIELDS.minPrice), MAX_PRICE) : null,
    maxPrice: priceOk ? amountUpTo(filterValue(search, FILTER_FIELDS.maxPrice), MAX_PRICE) : null,
    city: text(filterValue(search, FILTER_FIELDS.city)),
    state: text(filterValue(search, FILTER_FIELDS.state)),
    country: text(filterValue(search, FILTER_FIELDS.country)),
    postedSince: POSTED_SINCE.find((p) => p === postedSince) ?? null,
    bedrooms: countUpTo(filterValue(search, FILTER_FIELDS.bedrooms), MAX_ROOMS),
    bathrooms: countUpTo(filterValue(search, FILTER_FIELDS.bathrooms), MAX_ROOMS),
    minArea: areaOk ? amountUpTo(filterValue(search, FILTER_FIELDS.minArea), MAX_AREA) : null,
    maxArea: areaOk ? amountUpTo(filterValue(search, FILTER_FIELDS.maxArea), MAX_AREA) : null,
    facilities: facilityIds(search),
    checkIn: datesOk ? isoDate(filterValue(search, FILTER_FIELDS.checkIn)) : null,
    checkOut: datesOk ? isoDate(filterValue(search, FILTER_FIELDS.checkOut)) : null,
    parameters: parameterFilters(search),
  };
}

/** The filters as API parameters (no paging, no sort): shared by the listing, its links and the map view. */
export function filterQuery(
  params: ListingParams,
): Record<FilterField, string | undefined> & Record<string, string | undefined> {
  const value = (v: number | string | null) => (v === null ? undefined : String(v));
  const parameters: Record<string, string | undefined> = {};
  for (const filter of params.parameters) {
    const names = parameterFieldNames(filter.id);
    parameters[names.equals] = value(filter.equals);
    parameters[names.min] = value(filter.min);
    parameters[names.max] = value(filter.max);
  }
  return {
    ...parameters,
    property_classification: value(params.classification),
    category_id: value(params.category),
    property_type: value(params.listingType),
    min_price: value(params.minPrice),
    max_price: value(params.maxPrice),
    city: value(params.city),
    state: value(params.state),
    country: value(params.country),
    posted_since: value(params.postedSince),
    bedrooms: value(params.bedrooms),
    bathrooms: value(params.bathrooms),
    min_area: value(params.minArea),
    max_area: value(params.maxArea),
    facility_ids: params.facilities.length > 0 ? params.facilities.join(",") : undefined,
    check_in_date: value(params.checkIn),
    check_out_date: value(params.checkOut),
    search: value(params.search),
    sort_by: params.sort === "newest" ? undefined : params.sort,
  };
}

/** get-property-list's query for a page of the listing. */
export function listingApiQuery(params: ListingParams, language: string): ApiQuery {
  return {
    ...filterQuery(params),
    offset: (params.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    sort_by: params.sort,
    lang: language,
  };
}

function queryString(entries: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value !== undefined) search.set(name, value);
  const query = search.toString();
  return query ? `?${query}` : "";
}

/**
 * The URL of the listing with some state changed. Defaults are left out to keep URLs short, and any
 * change other than the page goes back to page 1.
 */
export function listingHref(
  params: ListingParams,
  changes: Partial<ListingParams>,
  path = "/properties",
): string {
  const next = { ...params, ...changes };
  if (!("page" in changes)) next.page = 1;
  return `${path}${queryString({ ...filterQuery(next), page: next.page > 1 ? String(next.page) : undefined })}`;
}

/** The map view with the same filters (its own page; paging and order mean nothing on a map). */
export function mapViewHref(params: ListingParams): string {
  return `/map-view${queryString({ ...filterQuery(params), sort_by: undefined })}`;
}

/** A stay search's dates for the details links ("?check_in_date=…&check_out_date=…"), or "" without them. */
export function stayDatesSearch(params: Pick<ListingParams, "checkIn" | "checkOut">): string {
  if (!params.checkIn || !params.checkOut) return "";
  return `?${new URLSearchParams({ check_in_date: params.checkIn, check_out_date: params.checkOut })}`;
}

/** How many filters the visitor has set (the mobile "Filters (3)" button). Sort and paging are not filters. */
export function activeFilterCount(params: ListingParams): number {
  const { sort_by: _sort, ...filters } = filterQuery(params);
  return Object.values(filters).filter((value) => value !== undefined).length;
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
