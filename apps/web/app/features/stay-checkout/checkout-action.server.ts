import {
  CreatedReservations,
  CreatedReservationsWithPayment,
  type TCreatedReservations,
} from "@manzil/domain/contracts";
import { PAYMENT_METHODS, type TPaymentMethod } from "@manzil/domain/payments";
import { OFFER_KINDS, paysOnline, type TOfferKind } from "@manzil/domain/reservations";
import { data, redirect, type AppLoadContext } from "react-router";
import { failureBody, isApiSuccess } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { isSameOriginPost } from "../../lib/session/same-origin";
import { loginHref } from "../auth/auth-links";
import { selectionOfSearch, type CheckoutSelection } from "./checkout-selection";
import { bookedPath, type CheckoutAnswer } from "./checkout-answer";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The reservation call's body from the address (what was chosen on the stay page) and the form (offer, guest,
 * requests, method). No amount and no status: the server prices the stay and decides what it becomes.
 */
export function reservationBody(
  propertyId: number,
  selection: CheckoutSelection,
  form: FormData,
  isHotel: boolean,
): Record<string, unknown> {
  const forSomeoneElse = text(form, "for_someone_else") === "1";
  const body: Record<string, unknown> = {
    property_id: propertyId,
    check_in_date: selection.checkIn,
    check_out_date: selection.checkOut,
    number_of_guests: selection.guests,
    booking_type: text(form, "booking_type"),
    special_requests: text(form, "special_requests") || undefined,
    addon_ids: selection.addonIds.length > 0 ? selection.addonIds : undefined,
  };
  if (isHotel && selection.hotelRoomId !== null) {
    body.reservable_type = "hotel_room";
    body.selected_rooms = [{ id: selection.hotelRoomId, quantity: selection.rooms }];
  } else {
    body.reservable_type = "property";
    body.reservable_id = propertyId;
    body.apartment_quantity = selection.rooms;
  }
  // An agent names the client who will stay; everyone else books under their own account's name.
  if (forSomeoneElse) {
    body.guest_name = text(form, "guest_name");
    body.guest_email = text(form, "guest_email") || undefined;
    body.guest_phone = text(form, "guest_phone") || undefined;
  }
  return body;
}

/** The first booking of the answer: a home's one, or the first room offer's of a hotel group. */
export function firstReservationId(created: TCreatedReservations): number | null {
  return created.reservation?.id ?? created.reservations?.[0]?.id ?? null;
}

/**
 * `/stays/:id/checkout`'s action: books through `reservations` (pay at the property) or
 * `reservations/with-payment` (online now), in-process so the session stays in its httpOnly cookie. A hosted
 * gateway's page is where the browser goes next; a card continues on the page; a booking without online payment
 * lands on its confirmation.
 */
export async function reserveAction({
  request,
  context,
  propertyId,
  isHotel,
}: {
  request: Request;
  context: AppLoadContext;
  propertyId: number;
  isHotel: boolean;
}): Promise<CheckoutAnswer> {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  const at = Date.now();
  const url = new URL(request.url);
  const selection = selectionOfSearch(url.searchParams);
  if (!selection) return { ok: false, message: { key: "stay_checkout.error.selection" }, fields: {}, at };
  const form = await request.formData();
  const offer = text(form, "booking_type");
  if (!(OFFER_KINDS as readonly string[]).includes(offer)) {
    return { ok: false, message: { key: "stay_checkout.error.choose_offer" }, fields: {}, at };
  }
  const online = paysOnline(offer as TOfferKind);
  const method = text(form, "payment_method");
  if (online && !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    return { ok: false, message: { key: "checkout.error.choose_method" }, fields: {}, at };
  }
  const lang = languageOfRequest(request);
  const body = reservationBody(propertyId, selection, form, isHotel);
  if (online) body.payment_method = method;
  const result = await context.apiFetch(online ? "reservations/with-payment" : "reservations", {
    method: "POST",
    query: { lang },
    body,
  });
  if (result.status === 401) throw redirect(loginHref({ redirectTo: `${url.pathname}${url.search}` }));
  const succeeded = result.status >= 200 && result.status < 300 && isApiSuccess(result.body);
  if (!succeeded) return { ok: false, ...refusal(result.status, result.body), at };

  const payload = (result.body as { data: unknown }).data;
  if (!online) {
    const created = CreatedReservations.safeParse(payload);
    const id = created.success ? firstReservationId(created.data) : null;
    if (id === null) return { ok: false, message: { key: "stay_checkout.error.failed" }, fields: {}, at };
    throw redirect(bookedPath(id));
  }
  const created = CreatedReservationsWithPayment.safeParse(payload);
  const id = created.success ? firstReservationId(created.data) : null;
  if (!created.success || id === null) {
    return { ok: false, message: { key: "stay_checkout.error.failed" }, fields: {}, at };
  }
  const payment = created.data.payment;
  const hosted = payment?.redirect_url ?? created.data.payment_url;
  if (hosted) throw redirect(hosted);
  if (payment?.client_secret && payment.public_key) {
    return {
      ok: true,
      reservationId: id,
      method: method as TPaymentMethod,
      transactionId: payment.payment_transaction_id,
      clientSecret: payment.client_secret,
      publicKey: payment.public_key,
      at,
    };
  }
  // Booked, with nothing left to do here (a fake provider settles at once): the confirmation says the rest.
  throw redirect(bookedPath(id));
}

/**
 * A refused booking in the caller's language: a 422's field messages beside their fields, a 409's "Booking failed"
 * (the API's own words), spec §8's "Failed to create reservation" when the API gave none.
 */
function refusal(
  status: number,
  body: unknown,
): { message: { key: string; raw?: string }; fields: Record<string, string>; conflict?: boolean } {
  const { message, errors } = failureBody(body);
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) fields[field] = messages[0];
  }
  const raw = message?.trim();
  if (status === 409) {
    return {
      message: { key: "stay_checkout.error.booking_failed", ...(raw ? { raw } : {}) },
      fields,
      conflict: true,
    };
  }
  if (status >= 400 && status < 500 && (raw || Object.keys(fields).length > 0)) {
    return { message: { key: "stay_checkout.error.failed", ...(raw ? { raw } : {}) }, fields };
  }
  return { message: { key: "stay_checkout.error.failed" }, fields };
}
