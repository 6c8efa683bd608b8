import type {
  TPropertyQuestionField,
  TAddonBasis,
  THotelAddonPackage,
  THotelRoom,
  TPropertyCertificate,
} from "@manzil/domain/contracts";
import { discountPercent, pricePerNight } from "@manzil/domain/validation";

/**
 * The stay parts of the editor (issue 14, ADRs 050–051): what a vacation home (classification 4) or a hotel (5)
 * adds to a listing, as text the way the inputs hold it. Rows carry a `key` that stays the same while they are
 * reordered, and the `id` of the saved item an edit keeps.
 */
export const VACATION_HOME = "4";
export const HOTEL = "5";
export const isStay = (classification: string) =>
  classification === VACATION_HOME || classification === HOTEL;

/** Spec §9: a hotel's apartment type unless the owner picks another. */
export const DEFAULT_HOTEL_APARTMENT_TYPE_ID = "6";

export type RefundPolicy = "" | "flexible" | "non-refundable";

export type RoomRow = {
  key: string;
  id?: number;
  room_type_id: string;
  room_number: string;
  description: string;
  description_ar: string;
  price_per_night: string;
  discount_percentage: string;
  weekend_commission: string;
  nonrefundable_percentage: string;
  refund_policy: RefundPolicy;
  /** Identical rooms of this offer for sale per night. */
  available_rooms: string;
  max_guests: string;
};

export type PackageRow = {
  key: string;
  id?: number;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  status: "active" | "inactive";
  price: string;
  /** Blank: offered with every room type. */
  room_type_id: string;
  basis: TAddonBasis;
  /**
   * By add-on field id: the options chosen (their stored English value) or the text typed, each with the
   * static price (major units) the catalogue gave it when chosen.
   */
  values: Record<string, AddonChoice[]>;
};

export type AddonChoice = { value: string; static_price: number };

export type CertificateRow = {
  key: string;
  id?: number;
  title: string;
  description: string;
  /** The saved certificate's file (edits), shown until replaced. */
  current_file?: string;
};

/**
 * eBroker's range types the editor offers: a window is bookable or not (ADR 050's one rule decides overlaps).
 * `reserved` ranges come back from the API for nights guests booked (ADR 052): shown, kept and sent back as they
 * are, never edited here (closing a sold night is refused).
 */
export type RangeKind = "open" | "closed" | "reserved";

export type DateRangeRow = { key: string; from: string; to: string; type: RangeKind; price: string };

/** eBroker's cancellation periods: 6 pm on the day of arrival, or days before check-in. */
export const CANCELLATION_PERIODS = ["same_day_6pm", "1", "2", "3", "7", "14", "30"] as const;

export type StayFields = {
  hotel_apartment_type_id: string;
  check_in: string;
  check_out: string;
  instant_booking: boolean;
  non_refundable: boolean;
  cancellation_period: string;
  /** A vacation home's identical apartments (1 = a single home). */
  available_rooms: string;
  weekend_commission: string;
  availability_type: "1" | "2";
  available_dates: DateRangeRow[];
  /** An edit sends the calendar only when the owner changed it here (it may have been edited day by day since). */
  availability_changed: boolean;
  reservation_user_name: string;
  reservation_email: string;
  reservation_phone_number: string;
  revenue_user_name: string;
  revenue_email: string;
  revenue_phone_number: string;
  rooms: RoomRow[];
  packages: PackageRow[];
  certificates: CertificateRow[];
  /** Answers to the classification's question fields, by field id; saved once the listing is. */
  answers: Record<string, string | string[]>;
  terms_accepted: boolean;
};

export const CONTACT_FIELDS = [
  "reservation_user_name",
  "reservation_email",
  "reservation_phone_number",
  "revenue_user_name",
  "revenue_email",
  "revenue_phone_number",
] as const;

export const emptyStayFields = (): StayFields => ({
  hotel_apartment_type_id: DEFAULT_HOTEL_APARTMENT_TYPE_ID,
  check_in: "",
  check_out: "",
  instant_booking: false,
  non_refundable: false,
  cancellation_period: "",
  available_rooms: "1",
  weekend_commission: "",
  availability_type: "2",
  available_dates: [],
  availability_changed: false,
  reservation_user_name: "",
  reservation_email: "",
  reservation_phone_number: "",
  revenue_user_name: "",
  revenue_email: "",
  revenue_phone_number: "",
  rooms: [],
  packages: [],
  certificates: [],
  answers: {},
  terms_accepted: false,
});

let rows = 0;
/** A key unique on this page for a new row (drafts keep theirs, being part of the fields). */
export function rowKey(kind: "room" | "package" | "certificate" | "range"): string {
  rows += 1;
  return `${kind}-${rows}-${Math.random().toString(36).slice(2, 7)}`;
}

export const newRoom = (): RoomRow => ({
  key: rowKey("room"),
  room_type_id: "",
  room_number: "",
  description: "",
  description_ar: "",
  price_per_night: "",
  discount_percentage: "",
  weekend_commission: "",
  nonrefundable_percentage: "",
  refund_policy: "",
  available_rooms: "",
  max_guests: "",
});

export const newPackage = (): PackageRow => ({
  key: rowKey("package"),
  name: "",
  name_ar: "",
  description: "",
  description_ar: "",
  status: "active",
  price: "",
  room_type_id: "",
  basis: "per_stay",
  values: {},
});

export const newCertificate = (): CertificateRow => ({
  key: rowKey("certificate"),
  title: "",
  description: "",
});

export const newRange = (): DateRangeRow => ({
  key: rowKey("range"),
  from: "",
  to: "",
  type: "open",
  price: "",
});

const DECIMAL = /^\d+(\.\d+)?$/;

/** The message key of a number's problem against a zod rule; null when blank (blank has its own rules). */
function ruleProblem(
  rule: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  text: string,
): string | null {
  const typed = text.trim();
  if (typed === "") return null;
  if (!DECIMAL.test(typed)) return "editor.errors.number";
  const result = rule.safeParse(Number(typed));
  return result.success ? null : (result.error?.issues[0]?.message ?? "editor.errors.invalid");
}

/** Spec §5's price per night (0–10,000, "Price is too high (max 10,000)"), checked as the owner types. */
export const nightlyPriceProblem = (text: string) => ruleProblem(pricePerNight, text);
/** Spec §5's discount (0–100), checked as the owner types. */
export const discountProblem = (text: string) => ruleProblem(discountPercent, text);

/** A 0–100 percentage other than the discount (weekend commission, non-refundable share). */
export function percentProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === "") return null;
  if (!DECIMAL.test(typed)) return "editor.errors.number";
  return Number(typed) <= 100 ? null : "editor.errors.percent";
}

/** A whole number from `min` to `max`, blank allowed. */
export function countProblem(text: string, min: number, max: number): string | null {
  const typed = text.trim();
  if (typed === "") return null;
  if (!/^\d+$/.test(typed)) return "editor.errors.whole_number";
  const value = Number(typed);
  return value >= min && value <= max ? null : "editor.errors.out_of_range";
}

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "" : String(value);

/** The saved listing's stay parts, as its details answer carries them (absent on other listings). */
export type SavedStay = {
  hotel_rooms?: THotelRoom[];
  addons_packages?: THotelAddonPackage[];
  certificates?: TPropertyCertificate[];
  available_rooms?: number;
  cancellation_period?: string | null;
  weekend_commission?: number;
  availability_type?: number | null;
  available_dates?: unknown[];
  check_in?: string | null;
  check_out?: string | null;
  instant_booking?: boolean;
  non_refundable?: boolean;
  hotel_apartment_type_id?: number | null;
} & Partial<Record<(typeof CONTACT_FIELDS)[number], string | null>>;

function rangesOf(saved: unknown[] | undefined): DateRangeRow[] {
  return (saved ?? []).flatMap((range) => {
    const r = range as { from?: unknown; to?: unknown; type?: unknown; price?: unknown };
    if (typeof r.from !== "string" || typeof r.to !== "string") return [];
    return [
      {
        key: rowKey("range"),
        from: r.from,
        to: r.to,
        type: r.type === "open" || r.type === "reserved" ? r.type : "closed",
        price: typeof r.price === "number" && r.price > 0 ? String(r.price) : "",
      } satisfies DateRangeRow,
    ];
  });
}

/** The edit form's stay parts: the saved rooms, packages and certificates keep their ids. */
export function stayFieldsOf(saved: SavedStay): StayFields {
  const base = emptyStayFields();
  const contacts = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, saved[name] ?? ""]));
  return {
    ...base,
    ...contacts,
    hotel_apartment_type_id: textOf(saved.hotel_apartment_type_id) || base.hotel_apartment_type_id,
    check_in: saved.check_in ?? "",
    check_out: saved.check_out ?? "",
    instant_booking: saved.instant_booking ?? false,
    non_refundable: saved.non_refundable ?? false,
    cancellation_period: saved.cancellation_period ?? "",
    available_rooms: textOf(saved.available_rooms) || "1",
    weekend_commission: saved.weekend_commission ? String(saved.weekend_commission) : "",
    availability_type: saved.availability_type === 1 ? "1" : "2",
    available_dates: rangesOf(saved.available_dates),
    rooms: (saved.hotel_rooms ?? []).map((room) => ({
      key: rowKey("room"),
      id: room.id,
      room_type_id: textOf(room.room_type_id),
      room_number: room.room_number,
      description: room.description ?? "",
      description_ar: room.description_ar ?? "",
      price_per_night: textOf(room.price_per_night),
      discount_percentage: textOf(room.discount_percentage),
      weekend_commission: textOf(room.weekend_commission),
      nonrefundable_percentage: textOf(room.nonrefundable_percentage),
      refund_policy: room.refund_policy,
      available_rooms: textOf(room.available_rooms),
      max_guests: textOf(room.max_guests),
    })),
    packages: (saved.addons_packages ?? []).map((item) => {
      const values: Record<string, AddonChoice[]> = {};
      for (const value of item.addon_values) {
        (values[String(value.hotel_addon_field_id)] ??= []).push({
          value: value.value,
          static_price: value.static_price,
        });
      }
      return {
        key: rowKey("package"),
        id: item.id,
        name: item.name,
        name_ar: item.name_ar ?? "",
        description: item.description ?? "",
        description_ar: item.description_ar ?? "",
        status: item.status,
        price: textOf(item.price),
        room_type_id: textOf(item.room_type_id),
        basis: item.basis,
        values,
      };
    }),
    certificates: (saved.certificates ?? []).map((certificate) => ({
      key: rowKey("certificate"),
      id: certificate.id,
      title: certificate.title,
      description: certificate.description ?? "",
      ...(certificate.file ? { current_file: certificate.file } : {}),
    })),
  };
}

/** The saved items' ids, to name those an edit removed. */
export type SavedStayIds = { rooms: number[]; packages: number[]; certificates: number[] };

export const savedStayIdsOf = (stay: StayFields): SavedStayIds => ({
  rooms: stay.rooms.flatMap((row) => (row.id ? [row.id] : [])),
  packages: stay.packages.flatMap((row) => (row.id ? [row.id] : [])),
  certificates: stay.certificates.flatMap((row) => (row.id ? [row.id] : [])),
});

/** A package's price for one unit: its own price plus the static prices of its chosen values (ADR 051). */
export function packageTotal(row: PackageRow): number {
  const own = DECIMAL.test(row.price.trim()) ? Number(row.price.trim()) : 0;
  const values = Object.values(row.values)
    .flat()
    .reduce((sum, choice) => sum + choice.static_price, 0);
  return Math.round((own + values) * 100) / 100;
}

/** The answers typed, as save-property-question-answers takes them: checkboxes as "A, B", blanks left out. */
export function answersToSave(
  stay: StayFields,
  questions: readonly TPropertyQuestionField[],
): { field_id: number; value: string }[] {
  return questions.flatMap((question) => {
    const answer = stay.answers[String(question.id)];
    const value = (Array.isArray(answer) ? answer.join(", ") : (answer ?? "")).trim();
    return value === "" ? [] : [{ field_id: question.id, value }];
  });
}
