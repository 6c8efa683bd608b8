import { isLocale, type Locale } from "@manzil/domain/i18n";
import { useTranslation } from "../lib/i18n/use-translation";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/stay-checkout";
import { loginHref } from "../features/auth/auth-links";
import { checkoutSettingsFrom } from "../features/checkout/checkout-settings";
import { DEFAULT_PAYMENT_SCRIPTS } from "../features/checkout/gateway-scripts";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { reserveAction } from "../features/stay-checkout/checkout-action.server";
import { searchOfSelection, selectionOfSearch } from "../features/stay-checkout/checkout-selection";
import { CheckoutPage } from "../features/stay-checkout/components/checkout-page";
import { isStayClassification, packageName, roomName } from "../features/stay-booking/stay-details";
import { stayDetailsOf } from "../features/stay-booking/stay-details.server";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";
import { loadOwnProfile } from "../lib/session/viewer";

const detailsPath = (slug: string) => `/properties-details/${encodeURIComponent(slug)}`;

function propertyIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

/** The listing, if it is a stay that can be booked (a vacation home or a hotel, not a locked premium teaser). */
async function loadStay(context: Route.LoaderArgs["context"], id: number, language: Locale) {
  const result = await loadFromApi<Record<string, unknown>[]>(context, "get_property", {
    id,
    lang: language,
  });
  const item = Array.isArray(result.data) ? result.data[0] : undefined;
  const classification = Number(item?.property_classification);
  if (!item || item.premium_locked === true || !isStayClassification(classification)) {
    throw data(null, { status: 404 });
  }
  return { item, classification };
}

/**
 * `/stays/:id/checkout?check_in_date=…`: a signed-in guest's checkout (issue 15). A visitor signs in first and
 * comes back to the same address; an address without a real stay goes back to the listing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const propertyId = propertyIdOf(params.id);
  // A gateway's return (`?payment=<id>`) goes on to the page that checks the payment, then to the booking.
  const returning = returnRedirectOf(request);
  if (returning) throw redirect(returning);
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const profile = await loadOwnProfile(context, language);
  if (profile.kind === "guest") throw redirect(loginHref({ redirectTo: `${url.pathname}${url.search}` }));
  if (profile.kind === "unavailable") throw data({ error: true }, { status: 503 });
  const [{ item, classification }, settings] = await Promise.all([
    loadStay(context, propertyId, language),
    loadOptionalFromApi<unknown>(context, "get_payment_settings", { lang: language }),
  ]);
  const slug = typeof item.slug_id === "string" ? item.slug_id : String(propertyId);
  const selection = selectionOfSearch(url.searchParams);
  if (!selection) throw redirect(detailsPath(slug));
  const stay = stayDetailsOf(item, classification);
  const room = stay.rooms.find((r) => r.id === selection.hotelRoomId);
  const methods = checkoutSettingsFrom(settings?.data).methods.filter((method) => method !== "bank_transfer");
  const { offer: _offer, ...dates } = selection;
  return {
    property: {
      id: propertyId,
      title: typeof item.title === "string" ? item.title : "",
      // Back to the listing with the same stay: the picker there starts from these dates.
      detailsHref: `${detailsPath(slug)}?${searchOfSelection(dates)}#stay-booking`,
      image: typeof item.title_image === "string" && item.title_image ? item.title_image : null,
      isHotel: stay.isHotel,
      roomName: room ? roomName(room, language) : null,
      addonNames: stay.packages
        .filter((pack) => selection.addonIds.includes(pack.id))
        .map((pack) => packageName(pack, language)),
    },
    guest: {
      name: profile.profile.name,
      email: profile.profile.email,
      mobile: profile.profile.mobile,
      isAgent: profile.profile.customer_type === "agent",
    },
    selection,
    methods,
    scripts: context.paymentScripts ?? DEFAULT_PAYMENT_SCRIPTS,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const propertyId = propertyIdOf(params.id);
  const language = languageOfRequest(request);
  const { classification } = await loadStay(context, propertyId, isLocale(language) ? language : "en");
  return reserveAction({ request, context, propertyId, isHotel: classification === 5 });
}

/** Choosing another offer only changes the address: the quote follows in the browser, the loader need not run. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return false;
  if (currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("booking_type");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("stay_checkout.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

export default function StayCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const timeZone = useRootData()?.settings?.timezone || "UTC";
  const { property } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs
        items={[
          { label: t("nav.home"), to: "/" },
          { label: property.title, to: property.detailsHref },
          { label: t("stay_checkout.title") },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
        {t("stay_checkout.title")}
      </h1>
      <CheckoutPage
        // Another stay (dates, rooms, add-ons) is a new checkout: nothing of the last one carries over.
        key={`${property.id}-${loaderData.selection.checkIn}-${loaderData.selection.checkOut}`}
        property={property}
        guest={loaderData.guest}
        selection={loaderData.selection}
        methods={loaderData.methods}
        scripts={loaderData.scripts}
        timeZone={timeZone}
      />
    </div>
  );
}
