import type { PushMoment } from "./push-decision";

const OFFER_EVENT = "manzil:offer-push";

// An offer made before the prompt is listening (a page's effect runs before the root's) waits here.
let pending: PushMoment | null = null;

/**
 * Offers push messages after something the member will want news of: sending their first chat message,
 * making a booking, opening their notifications. Safe to call anywhere and often: the prompt decides whether
 * to show (supported browser, a server key, permission not yet asked, no recent "Not now").
 */
export function offerPushAfter(moment: PushMoment): void {
  if (typeof window === "undefined") return;
  pending = moment;
  window.dispatchEvent(new CustomEvent<PushMoment>(OFFER_EVENT, { detail: moment }));
}

/** For the prompt: each offer once, including one made before it started listening. */
export function listenForPushOffers(listener: (moment: PushMoment) => void): () => void {
  const take = () => {
    const moment = pending;
    pending = null;
    if (moment) listener(moment);
  };
  take();
  window.addEventListener(OFFER_EVENT, take);
  return () => window.removeEventListener(OFFER_EVENT, take);
}
