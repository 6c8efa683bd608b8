import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { TListingCard } from "@manzil/domain/contracts";
import { useListingToggle } from "../../lib/engagement/use-listing-toggle";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { useRootData } from "../../lib/seo/root-data";
import { loginHref } from "../../lib/session/login-href";
import {
  AreaIcon,
  BathIcon,
  BedIcon,
  CompareIcon,
  HeartIcon,
  MapPinIcon,
  SparkIcon,
  StarIcon,
} from "../icons/icons";
import { Price } from "./price";
import { RatingSummary } from "./rating-summary";

export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 480;

/** "/ month" after a rent price; nothing for sales or unknown durations. */
export function useRentSuffix(property: Pick<TListingCard, "property_type" | "rentduration">): string | null {
  const { t } = useTranslation();
  if (property.property_type !== "rent" || !property.rentduration) return null;
  const key = property.rentduration.toLowerCase();
  const known = ["daily", "monthly", "quarterly", "yearly"];
  return known.includes(key) ? t(`property.rent_duration.${key}`) : null;
}

const LISTING_TYPES = ["sell", "rent", "sold", "rented"] as const;

/** The API's `property_type`, or "sell" for anything this version does not know. */
export function listingTypeOf(property: Pick<TListingCard, "property_type">): (typeof LISTING_TYPES)[number] {
  return LISTING_TYPES.find((type) => type === property.property_type) ?? "sell";
}

type PropertyCardProps = {
  /** The card's own shape, mapped from the API's by `toListingCard` (on the server for loader data). */
  property: TListingCard;
  /** The first cards of a page are above the fold: load them eagerly. */
  priority?: boolean;
  className?: string;
  /** Query the details link carries (a stay search's dates, so the stay's picker starts from them). */
  linkSearch?: string;
};

export function PropertyCard({ property, priority = false, className, linkSearch = "" }: PropertyCardProps) {
  const { t } = useTranslation();
  const rentSuffix = useRentSuffix(property);
  const href = `/properties-details/${encodeURIComponent(property.slug_id)}${linkSearch}`;
  const place = [property.city, property.state].filter(Boolean).join(t("app.list_separator"));
  return (
    <article
      data-testid="property-card"
      className={clsx(
        "group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-md",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <img
          src={property.title_image}
          alt={property.title}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          {property.promoted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
              <SparkIcon className="size-3.5" />
              {t("property.badge.featured")}
            </span>
          ) : null}
          {property.is_premium ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950 shadow">
              <StarIcon className="size-3.5" />
              {t("property.badge.premium")}
            </span>
          ) : null}
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow">
            {t(`property.listing_type.${listingTypeOf(property)}`)}
          </span>
        </div>
        <CardFavourite property={property} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-brand-700">{property.category}</p>
          <RatingSummary average={property.rating_average} count={property.rating_count} />
        </div>
        <h3 className="line-clamp-2 text-base leading-snug font-bold text-slate-900">
          {/* The whole card is clickable through this link's ::after overlay; one link, one tab stop. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            <bdi>{property.title}</bdi>
          </Link>
        </h3>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-slate-500">
            <MapPinIcon className="size-4" />
            <span className="truncate" dir="auto">
              {place}
            </span>
          </p>
        ) : null}
        <CardFactsRow property={property} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className="text-lg font-extrabold text-slate-900">
            <Price amountMinor={property.price_minor} currency={property.currency} />
            {rentSuffix ? (
              <span className="ms-1 text-sm font-medium text-slate-500">{rentSuffix}</span>
            ) : null}
          </p>
          <Link
            to={`/compare-properties?source=${property.id}`}
            data-testid="card-compare"
            aria-label={t("property.card.compare_label", { title: property.title })}
            className="relative z-10 inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CompareIcon className="size-4" />
            {t("property.card.compare")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Bedrooms, bathrooms and area, in the page's digits, when the listing's category has them. */
function CardFactsRow({ property }: { property: TListingCard }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { facts } = property;
  const items = [
    facts.bedrooms === null
      ? null
      : {
          key: "bedrooms",
          Icon: BedIcon,
          text: t("property.card.bedrooms", {
            count: facts.bedrooms,
            n: formatNumber(facts.bedrooms, locale),
          }),
        },
    facts.bathrooms === null
      ? null
      : {
          key: "bathrooms",
          Icon: BathIcon,
          text: t("property.card.bathrooms", {
            count: facts.bathrooms,
            n: formatNumber(facts.bathrooms, locale),
          }),
        },
    facts.area === null
      ? null
      : {
          key: "area",
          Icon: AreaIcon,
          text: t("property.card.area", { n: formatNumber(facts.area, locale) }),
        },
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="card-facts">
      {items.map(({ key, Icon, text }) => (
        <li key={key} className="inline-flex items-center gap-1.5" data-fact={key}>
          <Icon className="size-4 text-slate-400" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The heart on the picture: saves at once for a member; a guest is taken to sign in and brought back. */
function CardFavourite({ property }: { property: TListingCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isSignedIn = Boolean(useRootData()?.viewer);
  const { isOn, isBusy, toggle } = useListingToggle({
    path: "add_favourite",
    propertyId: property.id,
    initial: property.is_favourite,
    doneKey: { on: "details.actions.favourite_added", off: "details.actions.favourite_removed" },
    isSignedIn,
    askToSignIn: () => void navigate(loginHref({ redirectTo: `${location.pathname}${location.search}` })),
  });
  const label = !isSignedIn
    ? t("property.card.save_sign_in", { title: property.title })
    : t(isOn ? "property.card.saved" : "property.card.save", { title: property.title });
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isSignedIn ? isOn : undefined}
      aria-busy={isBusy || undefined}
      aria-label={label}
      title={label}
      data-testid="card-favourite"
      className="absolute end-3 top-3 z-10 grid size-9 place-items-center rounded-full bg-white/95 text-slate-700 shadow transition hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <HeartIcon filled={isOn} className={clsx("size-5", isOn && "text-rose-600")} />
    </button>
  );
}
