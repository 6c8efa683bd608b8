import type { TOwnListing } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { createPropertyCard } from "../../../test/factories";
import { stateFromListing } from "./editor-form";
import { hotelCategory, hotelState, pngFile } from "./editor-fixtures";
import { editorErrorsOf, firstStepWithErrors, stepOfField, validateStep } from "./editor-steps";
import { listingParts } from "./listing-request";
import type { BodyPart } from "./multipart-body";
import { newCertificate, newPackage, newRange, newRoom, type RoomRow } from "./stay-form";

/** The text fields of a body as name → value (files as their file name), in the order sent. */
const textOf = (parts: BodyPart[]) =>
  parts.map((part) => ("file" in part ? [part.name, `file:${part.fileName}`] : [part.name, part.value]));
const withPrefix = (parts: BodyPart[], prefix: string) =>
  Object.fromEntries(textOf(parts).filter(([name]) => name!.startsWith(prefix)));

const room = (patch: Partial<RoomRow>): RoomRow => ({ ...newRoom(), ...patch });

describe("a hotel's body for post_property", () => {
  it("sends two room types as eBroker bracket fields, in the order of the list", () => {
    const state = hotelState();
    state.fields.stay.rooms = [
      room({
        room_type_id: "1",
        room_number: "101",
        price_per_night: "1200",
        discount_percentage: "10",
        weekend_commission: "15",
        nonrefundable_percentage: "20",
        available_rooms: "4",
        max_guests: "1",
        refund_policy: "flexible",
        description: "Garden view",
        description_ar: "إطلالة على الحديقة",
      }),
      room({ room_type_id: "2", price_per_night: "2500", available_rooms: "6", max_guests: "2" }),
    ];
    const { parts, sent } = listingParts(state, hotelCategory, null);
    expect(withPrefix(parts, "hotelRooms[")).toEqual({
      "hotelRooms[0][room_type_id]": "1",
      "hotelRooms[0][room_number]": "101",
      "hotelRooms[0][description]": "Garden view",
      "hotelRooms[0][description_ar]": "إطلالة على الحديقة",
      "hotelRooms[0][price_per_night]": "1200",
      "hotelRooms[0][discount_percentage]": "10",
      "hotelRooms[0][weekend_commission]": "15",
      "hotelRooms[0][nonrefundable_percentage]": "20",
      "hotelRooms[0][available_rooms]": "4",
      "hotelRooms[0][max_guests]": "1",
      "hotelRooms[0][refund_policy]": "flexible",
      "hotelRooms[1][room_type_id]": "2",
      "hotelRooms[1][room_number]": "0",
      "hotelRooms[1][price_per_night]": "2500",
      "hotelRooms[1][discount_percentage]": "0",
      "hotelRooms[1][weekend_commission]": "0",
      "hotelRooms[1][nonrefundable_percentage]": "0",
      "hotelRooms[1][available_rooms]": "6",
      "hotelRooms[1][max_guests]": "2",
    });
    expect(sent.roomKeys).toEqual(state.fields.stay.rooms.map((r) => r.key));
    // The hotel's own fields: its default apartment type, stays' policies; no price (its lowest room's).
    expect(withPrefix(parts, "hotel_apartment_type_id")).toEqual({ hotel_apartment_type_id: "6" });
    expect(parts.some((part) => part.name === "price")).toBe(false);
    expect(withPrefix(parts, "property_type")).toEqual({ property_type: "rent" });
    expect(withPrefix(parts, "instant_booking")).toEqual({ instant_booking: "0" });
  });

  it("sends blank room numerics as spec §5's defaults: percentages 0, rooms for sale 1, room number 0", () => {
    const state = hotelState();
    state.fields.stay.rooms = [room({ room_type_id: "2", price_per_night: "900" })];
    const { parts } = listingParts(state, hotelCategory, null);
    expect(withPrefix(parts, "hotelRooms[0]")).toEqual({
      "hotelRooms[0][room_type_id]": "2",
      "hotelRooms[0][room_number]": "0",
      "hotelRooms[0][price_per_night]": "900",
      "hotelRooms[0][discount_percentage]": "0",
      "hotelRooms[0][weekend_commission]": "0",
      "hotelRooms[0][nonrefundable_percentage]": "0",
      "hotelRooms[0][available_rooms]": "1",
    });
    // An explicit 0 rooms for sale is the owner's choice, kept as typed.
    state.fields.stay.rooms[0]!.available_rooms = "0";
    expect(
      withPrefix(listingParts(state, hotelCategory, null).parts, "hotelRooms[0][available_rooms]"),
    ).toEqual({
      "hotelRooms[0][available_rooms]": "0",
    });
  });

  it("sends a package with its add-on values and their prices, and a certificate's file after the text", () => {
    const state = hotelState();
    state.fields.stay.rooms = [room({ room_type_id: "1", price_per_night: "1200" })];
    state.fields.stay.packages = [
      {
        ...newPackage(),
        name: "Half board",
        name_ar: "نصف إقامة",
        price: "150",
        room_type_id: "1",
        basis: "per_night",
        values: { "31": [{ value: "Buffet breakfast", static_price: 450 }] },
      },
    ];
    const certificate = { ...newCertificate(), title: "Five stars" };
    state.fields.stay.certificates = [certificate];
    state.files.certificateFiles = { [certificate.key]: { key: "c", file: pngFile("stars.png") } };
    const { parts } = listingParts(state, hotelCategory, null);
    expect(withPrefix(parts, "hotelPackages[")).toEqual({
      "hotelPackages[0][name]": "Half board",
      "hotelPackages[0][name_ar]": "نصف إقامة",
      "hotelPackages[0][status]": "active",
      "hotelPackages[0][price]": "150",
      "hotelPackages[0][room_type_id]": "1",
      "hotelPackages[0][basis]": "per_night",
      "hotelPackages[0][addon_values][0][hotel_addon_field_id]": "31",
      "hotelPackages[0][addon_values][0][value]": "Buffet breakfast",
      "hotelPackages[0][addon_values][0][static_price]": "450",
    });
    expect(withPrefix(parts, "hotelCertificates[")).toEqual({
      "hotelCertificates[0][title]": "Five stars",
      "hotelCertificates[0][file]": "file:stars.png",
    });
    expect(parts.at(-1)?.name).toBe("hotelCertificates[0][file]");
  });

  it("checks spec §5's limits before sending: a price of 10,001 and a discount of 101", () => {
    const state = hotelState();
    const bad = room({ room_type_id: "1", price_per_night: "10001", discount_percentage: "101" });
    state.fields.stay.rooms = [bad];
    const errors = validateStep("rooms", state, { category: hotelCategory, isEditing: false });
    expect(errors[`room:${bad.key}:price_per_night`]).toEqual({ key: "validation.price_too_high" });
    expect(errors[`room:${bad.key}:discount_percentage`]).toEqual({ key: "validation.invalid_discount" });
    state.fields.stay.rooms = [];
    expect(validateStep("rooms", state, { category: hotelCategory, isEditing: false })).toEqual({
      hotelRooms: { key: "editor.rooms.errors.none" },
    });
  });

  it("puts the API's errors of a room back on that room", () => {
    const state = hotelState();
    state.fields.stay.rooms = [room({ room_type_id: "1" }), room({ room_type_id: "2" })];
    const { sent } = listingParts(state, hotelCategory, null);
    const errors = editorErrorsOf(
      { "hotelRooms.1.price_per_night": ["Price is too high (max 10,000)"] },
      sent,
    );
    expect(errors).toEqual({
      [`room:${state.fields.stay.rooms[1]!.key}:price_per_night`]: { text: "Price is too high (max 10,000)" },
    });
  });
});

describe("the questions and terms step", () => {
  const spa = {
    id: 51,
    property_classification: 5 as const,
    name: "Is there a spa?",
    name_en: "Is there a spa?",
    name_ar: "هل يوجد منتجع صحي؟",
    field_type: "radio" as const,
    field_values: [],
    is_required: 1 as const,
    rank: 0,
    status: "active" as const,
  };

  it("asks a new stay for its required answers and the terms, but not an edit (its saved answers stay)", () => {
    const state = hotelState();
    const check = (isEditing: boolean) =>
      validateStep("questions", state, { category: hotelCategory, isEditing, questionFields: [spa] });
    expect(check(false)).toEqual({
      "answer:51": { key: "editor.errors.required" },
      terms_accepted: { key: "editor.questions.errors.accept_terms" },
    });
    expect(check(true)).toEqual({});
  });
});

describe("where the API's stay errors are shown", () => {
  it.each([
    ["hotelRooms.0.price_per_night", "rooms"],
    ["remove_hotel_rooms", "rooms"],
    ["addons_packages.1.name", "packages"],
    ["hotelCertificates.0.file", "certificates"],
    ["check_in", "stay"],
    ["available_dates.2.to", "stay"],
    ["reservation_email", "stay"],
    ["hotel_apartment_type_id", "stay"],
    ["terms_accepted", "questions"],
    ["price", "details"],
  ])("%s on the %s step", (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it("opens the first step in the hotel's order that has a problem", () => {
    expect(firstStepWithErrors({ "room:x:price_per_night": { key: "k" }, seo: { key: "k" } })).toBe("rooms");
  });
});

describe("a vacation home's body", () => {
  it("sends its nightly price, apartments and windows; under blocked windows every range is closed", () => {
    const state = hotelState();
    state.fields.property_classification = "4";
    state.fields.price = "800";
    state.fields.stay.available_rooms = "3";
    state.fields.stay.weekend_commission = "10";
    state.fields.stay.available_dates = [
      { ...newRange(), from: "2026-12-24", to: "2026-12-26", price: "999" },
    ];
    const { parts } = listingParts(state, hotelCategory, null);
    expect(withPrefix(parts, "available")).toEqual({
      available_rooms: "3",
      "available_dates[0][from]": "2026-12-24",
      "available_dates[0][to]": "2026-12-26",
      "available_dates[0][type]": "closed",
    });
    expect(withPrefix(parts, "availability_type")).toEqual({ availability_type: "2" });
    expect(withPrefix(parts, "price")).toEqual({ price: "800" });
    expect(parts.some((part) => part.name.startsWith("hotelRooms"))).toBe(false);

    state.fields.stay.availability_type = "1";
    expect(withPrefix(listingParts(state, hotelCategory, null).parts, "available_dates")).toEqual({
      "available_dates[0][from]": "2026-12-24",
      "available_dates[0][to]": "2026-12-26",
      "available_dates[0][type]": "open",
      "available_dates[0][price]": "999",
    });
  });

  it("sends the nights guests booked back as the API reported them, under either type (ADR 052)", () => {
    const state = hotelState();
    state.fields.property_classification = "4";
    state.fields.price = "800";
    state.fields.stay.available_dates = [
      { ...newRange(), from: "2026-12-01", to: "2026-12-31", type: "open" },
      { ...newRange(), from: "2026-12-24", to: "2026-12-25", type: "reserved" },
    ];
    for (const [type, first] of [
      ["1", "open"],
      ["2", "closed"],
    ] as const) {
      state.fields.stay.availability_type = type;
      expect(withPrefix(listingParts(state, hotelCategory, null).parts, "available_dates")).toMatchObject({
        "available_dates[0][type]": first,
        "available_dates[1][type]": "reserved",
      });
    }
    // An edit sends the calendar only once the owner changed it here.
    expect(withPrefix(listingParts(state, hotelCategory, 5).parts, "available_dates")).toEqual({});
  });

  it("checks the nightly price against spec §5 and needs a bookable window when only those are listed", () => {
    const state = hotelState();
    state.fields.property_classification = "4";
    state.fields.price = "10001";
    const options = { category: hotelCategory, isEditing: false };
    expect(validateStep("details", state, options).price).toEqual({ key: "validation.price_too_high" });
    state.fields.stay.availability_type = "1";
    expect(validateStep("stay", state, options).available_dates).toEqual({
      key: "editor.stay.errors.no_open_window",
    });
  });
});

const savedHotel = {
  ...createPropertyCard({ id: 77, category_id: 9, property_classification: 5, property_type: "rent" }),
  title_en: "Nile Palace",
  title_ar: "قصر النيل",
  description_en: "",
  description_ar: "",
  area_description_en: "",
  area_description_ar: "",
  address_en: "1 Corniche",
  address_ar: "",
  client_address: "",
  city_en: "Luxor",
  state_en: "Luxor",
  country_en: "Egypt",
  video_link: "",
  three_d_image: "",
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
  meta_image: "",
  title_image: "https://example.com/front.webp",
  parameters: [],
  assign_facilities: [],
  gallery: [],
  documents: [],
  owner_documents: [],
  check_in: "14:00",
  check_out: "12:00",
  instant_booking: true,
  non_refundable: false,
  hotel_apartment_type_id: 6,
  hotel_rooms: [11, 12].map((id, index) => ({
    id,
    property_id: 77,
    room_type_id: index + 1,
    room_type: null,
    custom_room_type: null,
    room_number: String(100 + index),
    description: null,
    description_ar: null,
    price_per_night: 1000 + index * 500,
    price_per_night_minor: (1000 + index * 500) * 100,
    currency: "EGP",
    discount_percentage: 0,
    weekend_commission: 0,
    nonrefundable_percentage: 0,
    refund_policy: "flexible",
    available_rooms: 3,
    max_guests: 2,
    status: "active",
    availability_type: 2,
    available_dates: [],
  })),
  addons_packages: [
    {
      id: 21,
      property_id: 77,
      room_type_id: null,
      name: "Breakfast",
      name_ar: null,
      description: null,
      description_ar: null,
      status: "active",
      basis: "per_stay",
      price: 100,
      total_price: 550,
      total_price_minor: 55_000,
      currency: "EGP",
      addon_values: [
        { id: 1, hotel_addon_field_id: 31, name: "Breakfast", value: "Buffet breakfast", static_price: 450 },
      ],
    },
  ],
  certificates: [{ id: 31, title: "Licence", description: null, file: "https://example.com/licence.pdf" }],
  request_status: "approved",
  status: 1,
  reject_reason: null,
} as unknown as TOwnListing;

describe("an edited hotel", () => {
  it("reads its rooms, package and certificate back with their ids", () => {
    const { fields, existing } = stateFromListing(savedHotel);
    expect(fields.property_classification).toBe("5");
    expect(fields.stay).toMatchObject({
      check_in: "14:00",
      instant_booking: true,
      hotel_apartment_type_id: "6",
    });
    expect(fields.stay.rooms.map((r) => [r.id, r.room_type_id, r.price_per_night])).toEqual([
      [11, "1", "1000"],
      [12, "2", "1500"],
    ]);
    expect(fields.stay.packages[0]).toMatchObject({
      id: 21,
      price: "100",
      values: { "31": [{ value: "Buffet breakfast", static_price: 450 }] },
    });
    expect(fields.stay.certificates[0]).toMatchObject({
      id: 31,
      current_file: "https://example.com/licence.pdf",
    });
    expect(existing.stayIds).toEqual({ rooms: [11, 12], packages: [21], certificates: [31] });
  });

  it("sends the kept items with their ids and names the removed ones", () => {
    const state = stateFromListing(savedHotel);
    // The owner removes the first room and the certificate, keeps the package, and adds a room.
    state.fields.stay.rooms = [
      state.fields.stay.rooms[1]!,
      room({ room_type_id: "1", price_per_night: "700" }),
    ];
    state.fields.stay.certificates = [];
    const { parts } = listingParts(state, hotelCategory, 77);
    const sent = textOf(parts);
    expect(withPrefix(parts, "hotelRooms[0][id]")).toEqual({ "hotelRooms[0][id]": "12" });
    expect(sent.some(([name]) => name === "hotelRooms[1][id]")).toBe(false);
    expect(withPrefix(parts, "hotelPackages[0][id]")).toEqual({ "hotelPackages[0][id]": "21" });
    expect(sent.filter(([name]) => name!.startsWith("remove_hotel"))).toEqual([
      ["remove_hotel_rooms[]", "11"],
      ["remove_hotel_certificates[]", "31"],
    ]);
    // A kept certificate with no new file keeps its stored one: no file part, no "file required".
    const kept = stateFromListing(savedHotel);
    const options = { category: hotelCategory, isEditing: true };
    expect(validateStep("certificates", kept, options)).toEqual({});
  });
});
