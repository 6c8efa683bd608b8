import { lazy } from "react";
import { useTranslation } from "../lib/i18n/use-translation";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/property-details";
import { RatingSummary } from "../components/ui/rating-summary";
import { ArrowEndIcon, ChevronEndIcon, MapPinIcon, SparkIcon, StarIcon } from "../components/icons/icons";
import { Card } from "../components/ui/card";
import { Price } from "../components/ui/price";
import { listingTypeOf, PropertyCard, useRentSuffix } from "../components/ui/property-card";
import { Gallery } from "../features/properties/components/gallery";
import { CLASSIFICATIONS } from "../lib/listing/listing-params";
import { propertyJsonLd } from "../features/properties/property-json-ld";
import { ChatWithOwner } from "../features/property-details/components/chat-with-owner";
import {
  ContactActions,
  GuestContactPrompt,
  PhoneContactBar,
} from "../features/property-details/components/contact-actions";
import { VIEWING_PARAM, ViewingRequest } from "../features/property-details/components/viewing-request";
import { DocumentList } from "../features/property-details/components/document-list";
import { ListingActions } from "../features/property-details/components/listing-actions";
import { LocationSection } from "../features/property-details/components/location-section";
import { MediaTabs } from "../features/property-details/components/media-tabs";
import { MortgageWidget } from "../features/property-details/components/mortgage-widget";
import { PremiumGate } from "../features/property-details/components/premium-gate";
import {
  FacilityList,
  OwnerCard,
  OWNER_CARD_ID,
  ParameterList,
} from "../features/property-details/components/property-sections";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { SignInPromptProvider } from "../features/property-details/components/sign-in-prompt";
import { toDetailView } from "../features/property-details/detail-view";
import { StayAsideCard } from "../features/stay-booking/components/stay-aside-card";
import { StaySection } from "../features/stay-booking/components/stay-section";
import { isStayClassification, searchedStayDates } from "../features/stay-booking/stay-details";
import { stayDetailsOf } from "../features/stay-booking/stay-details.server";
import { loadFromApi } from "../lib/api/server-api";
import type { PropertyCardData, PropertyDetailData } from "../lib/api/types";
import { toListingCard } from "../lib/listing/listing-card";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, summarise } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

// MapLibre is a megabyte of script: it loads only when a details page shows its map.
const PropertyLocationMap = lazy(() =>
  import("../features/map/components/property-location-map").then((module) => ({
    default: module.PropertyLocationMap,
  })),
);

/** Any printable text up to 200 characters (slugs may be Arabic); anything else names no property. */
function isPlausibleSlug(slug: string): boolean {
  if (slug.length === 0 || slug.length > 200) return false;
  for (let i = 0; i < slug.length; i += 1) {
    const code = slug.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

const detailsPath = (slug: string) => `/properties-details/${encodeURIComponent(slug)}`;

/** How many similar listings the page shows. */
const SIMILAR_SHOWN = 6;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const language = languageOfRequest(request);
  const result = await loadFromApi<PropertyDetailData[]>(context, "get_property", {
    slug_id: params.slug,
    lang: language,
  });
  const property = result.data[0];
  if (!property) throw data(null, { status: 404 });
  // The page shows six similar listings, as cards: only those go into its HTML (ADR 078).
  const similar = Array.isArray(result.similar_properties)
    ? (result.similar_properties as PropertyCardData[]).slice(0, SIMILAR_SHOWN).map(toListingCard)
    : [];
  // Vacation homes and hotels are booked by the night: their rooms, calendar and quote (issue 14). The stay is
  // read here, on the server, because reading it checks the zod contracts that the browser should not download
  // (ADR 082); its rooms, packages and certificates then reach the page once, already read.
  const stay =
    isStayClassification(property.property_classification) && !toDetailView(property).premium_locked
      ? stayDetailsOf(property as unknown as Record<string, unknown>, property.property_classification)
      : null;
  const shipped = stay ? { ...property, hotel_rooms: [], addons_packages: [], certificates: [] } : property;
  return { property: shipped, similar, stay };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  if (!loaderData) return [{ title: `${t("status.not_found.title")} | ${company}` }];
  const property = toDetailView(loaderData.property);
  const path = detailsPath(property.slug_id);
  const place = property.address || property.city;
  const description =
    property.meta_description ||
    summarise(property.description) ||
    t("details.meta_description", { title: property.title, place });
  const publicUrl = root?.publicUrl ?? "";
  const url = absoluteUrl(publicUrl, path);
  return pageMeta({
    title: `${property.meta_title || property.title} | ${company}`,
    description,
    language,
    publicUrl,
    canonicalPath: path,
    image: property.meta_image || property.title_image,
    jsonLd: propertyJsonLd(property, {
      url,
      description,
      language,
      breadcrumb: [
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("nav.properties"), url: absoluteUrl(publicUrl, "/properties") },
        { name: property.title, url },
      ],
    }),
  });
};

export default function PropertyDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const property = toDetailView(loaderData.property);
  const { similar, stay } = loaderData;
  const rentSuffix = useRentSuffix(property);
  const classificationKey = CLASSIFICATIONS.find((c) => c === property.property_classification) ?? 1;
  const companyName = root?.settings?.company_name || t("app.name");
  const here = `${location.pathname}${location.search}`;
  const shareUrl = absoluteUrl(root?.publicUrl ?? "", detailsPath(property.slug_id));
  const isLocked = property.premium_locked;
  // The API takes viewing requests for homes on sale or for rent, not for nightly stays.
  const isViewable =
    (property.property_type === "sell" || property.property_type === "rent") && classificationKey <= 3;
  const images = [
    ...(property.title_image ? [{ id: "title", url: property.title_image }] : []),
    ...property.gallery.filter((g) => g.image_url).map((g) => ({ id: g.id, url: g.image_url })),
  ];
  // The address already names the city, in the page's language.
  const place = property.address || property.city;
  const hasLocation = Number.isFinite(property.latitude) && Number.isFinite(property.longitude);

  return (
    <SignInPromptProvider
      isSignedIn={Boolean(root?.viewer)}
      renderSignIn={(close) => renderSignInPanel({ redirectTo: here, onLeave: close })}
    >
      {/* Keyed by listing: a similar listing opens in the same route, and no state of the last one may carry over. */}
      <article
        key={property.id}
        // Room at the foot for the phone's contact bar, which stays over the page's end.
        className={`mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:py-10 ${stay ? "pb-8" : "pb-28"}`}
      >
        <nav aria-label={t("property.breadcrumb")} className="text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/" className="hover:text-brand-800">
                {t("nav.home")}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronEndIcon className="size-3.5" />
            </li>
            <li>
              <Link to="/properties" className="hover:text-brand-800">
                {t("nav.properties")}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronEndIcon className="size-3.5" />
            </li>
            <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-700">
              <bdi>{property.title}</bdi>
            </li>
          </ol>
        </nav>

        <header className="mt-5 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap gap-2">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {t(`property.classification_name.${classificationKey}`)}
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
                {t(`property.listing_type.${listingTypeOf(property)}`)}
              </span>
              {property.promoted ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                  <SparkIcon className="size-3.5" />
                  {t("property.badge.featured")}
                </span>
              ) : null}
              {property.is_premium ? (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-amber-950"
                  data-testid="premium-badge"
                >
                  <StarIcon className="size-3.5" />
                  {t("property.badge.premium")}
                </span>
              ) : null}
            </div>
            <h1
              data-testid="property-title"
              className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              <bdi>{property.title}</bdi>
            </h1>
            {place ? (
              <p className="mt-2 flex items-center gap-1.5 text-slate-600">
                <MapPinIcon className="size-5 text-brand-700" />
                <span dir="auto">{place}</span>
              </p>
            ) : null}
            <div className="mt-2">
              <RatingSummary average={property.rating_average} count={property.rating_count} large />
            </div>
          </div>
          <div className="shrink-0 lg:text-end">
            <p className="text-3xl font-extrabold text-brand-800">
              <Price amountMinor={property.price_minor} currency={property.currency} />
              {rentSuffix ? (
                <span className="ms-1 text-base font-medium text-slate-500">{rentSuffix}</span>
              ) : null}
            </p>
            {property.post_created ? (
              <p className="mt-1 text-sm text-slate-500">
                {t("property.posted", { when: property.post_created })}
              </p>
            ) : null}
          </div>
        </header>

        <div className="mt-5">
          <ListingActions
            propertyId={property.id}
            isFavourite={property.is_favourite}
            isInterested={property.is_interested}
            isReported={property.is_reported}
            shareUrl={shareUrl}
            title={property.title}
          />
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
            {isLocked ? (
              <>
                {property.title_image ? (
                  <img
                    src={property.title_image}
                    alt={property.title}
                    width={1280}
                    height={800}
                    fetchPriority="high"
                    className="aspect-[16/10] w-full rounded-3xl object-cover shadow-sm"
                  />
                ) : null}
                <PremiumGate />
              </>
            ) : (
              <>
                <MediaTabs
                  photos={images.length > 0 ? <Gallery images={images} title={property.title} /> : null}
                  threeDImage={property.three_d_image}
                  videoLink={property.video_link}
                  title={property.title}
                />
                {property.description ? (
                  <Card className="p-6 sm:p-8">
                    <h2 className="text-xl font-bold text-slate-900">{t("property.description")}</h2>
                    <p dir="auto" className="mt-4 leading-loose whitespace-pre-line text-slate-700">
                      {property.description}
                    </p>
                  </Card>
                ) : null}
                {stay ? (
                  <StaySection
                    propertyId={property.id}
                    stay={stay}
                    photos={images.map((image) => image.url)}
                    initialDates={searchedStayDates(new URLSearchParams(location.search))}
                  />
                ) : null}
                <ParameterList parameters={property.parameters} />
                <FacilityList
                  facilities={property.assign_facilities}
                  unitOption={root?.settings?.distance_option}
                />
                <DocumentList documents={property.documents} />
                {hasLocation ? (
                  <LocationSection
                    place={place}
                    map={
                      <PropertyLocationMap
                        latitude={property.latitude}
                        longitude={property.longitude}
                        label={t("details.map.label", { title: property.title })}
                      />
                    }
                  />
                ) : null}
              </>
            )}
          </div>
          <aside
            aria-label={t("details.aside")}
            className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
          >
            {stay ? (
              <div className="hidden lg:block">
                <StayAsideCard />
              </div>
            ) : null}
            <Card className="p-6">
              <h2 className="text-sm font-semibold text-slate-500">{t("property.overview")}</h2>
              <dl className="mt-4 divide-y divide-slate-100 text-sm">
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-500">{t("property.price")}</dt>
                  <dd className="text-end font-bold text-slate-900">
                    <Price amountMinor={property.price_minor} currency={property.currency} />
                    {rentSuffix ? (
                      <span className="ms-1 font-medium text-slate-500">{rentSuffix}</span>
                    ) : null}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-500">{t("property.category")}</dt>
                  <dd className="font-semibold text-slate-900">{property.category?.category}</dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-500">{t("property.classification")}</dt>
                  <dd className="font-semibold text-slate-900">
                    {t(`property.classification_name.${classificationKey}`)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 py-3">
                  <dt className="text-slate-500">{t("property.purpose")}</dt>
                  <dd className="font-semibold text-slate-900">
                    {t(`property.listing_type.${listingTypeOf(property)}`)}
                  </dd>
                </div>
                {property.city ? (
                  <div className="flex justify-between gap-4 py-3">
                    <dt className="text-slate-500">{t("property.city")}</dt>
                    <dd className="font-semibold text-slate-900">{property.city}</dd>
                  </div>
                ) : null}
              </dl>
            </Card>
            <OwnerCard property={property} companyName={companyName}>
              <ChatWithOwner
                ownerId={property.added_by}
                propertyId={property.id}
                viewerId={root?.viewer?.id ?? null}
              />
              {isLocked ? null : root?.viewer ? (
                <ContactActions
                  mobile={property.mobile}
                  email={property.email}
                  whatsapp={property.whatsappnumber}
                  title={property.title}
                />
              ) : (
                <GuestContactPrompt />
              )}
              {/* Viewings are for homes on sale or for rent; a stay is booked through its own picker. */}
              {isViewable ? (
                <ViewingRequest
                  propertyId={property.id}
                  initialOpen={new URLSearchParams(location.search).has(VIEWING_PARAM)}
                  viewer={root?.viewer ? { name: root.viewer.name, email: root.viewer.email } : null}
                />
              ) : null}
            </OwnerCard>
            {property.property_type === "sell" && !isLocked && property.price > 0 ? (
              <MortgageWidget priceMajor={property.price} />
            ) : null}
          </aside>
          {stay ? null : (
            <PhoneContactBar
              target={OWNER_CARD_ID}
              price={<Price amountMinor={property.price_minor} currency={property.currency} />}
            />
          )}
        </div>

        {similar.length > 0 ? (
          <section aria-labelledby="similar-heading" className="mt-16" data-testid="similar-properties">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
                {t("property.similar")}
              </h2>
              <Link
                to={`/properties?category_id=${property.category_id}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t("details.similar_all")}
                <ArrowEndIcon className="size-4" />
              </Link>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((item) => (
                <li key={item.id} className="flex">
                  <PropertyCard property={item} className="w-full" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </SignInPromptProvider>
  );
}
