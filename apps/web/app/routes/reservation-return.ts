import { redirect } from "react-router";
import type { Route } from "./+types/reservation-return";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { RESERVATIONS_PATH } from "../features/my-reservations/reservations-view";

/**
 * `/reservations/:reference?payment=<id>&…`: where a hosted gateway sends the guest back after paying for a booking
 * (the booking API's return URL). The return page checks the payment with the gateway's fields, then opens the
 * booking; any other visit goes to the guest's reservations.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(returnRedirectOf(request) ?? RESERVATIONS_PATH);
}
