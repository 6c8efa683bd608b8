import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PropertyCardData } from "../../lib/api/types";
import { MapPinIcon, SparkIcon, StarIcon } from "../icons/icons";
import { Price } from "./price";

export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 480;

/** "/ month" after a rent price; nothing for sales or unknown durations. */
export function useRentSuffix(
  property: Pick<PropertyCardData, "property_type" | "rentduration">,
): string | null {
  const { t } = useTranslation();
  if (property.property_type !== "rent" || !property.rentduration) return null;
  const key = property.rentduration.toLowerCase();
  const known = ["daily", "monthly", "quarterly", "yearly"];
  return known.includes(key) ? t(`property.rent_duration.${key}`) : null;
}

const LISTING_TYPES = ["sell", "rent", "sold", "rented"] as const;

/** The API's `property_type`, or "sell" for anything this version does not know. */
export function listingTypeOf(
  property: Pick<PropertyCardData, "property_type">,
): (typeof LISTING_TYPES)[number] {
  return LISTING_TYPES.find((type) => type === property.property_type) ?? "sell";
}

type PropertyCardProps = {
  property: PropertyCardData;
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
        </div>
        <span className="absolute end-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow">
          {t(`property.listing_type.${listingTypeOf(property)}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700">{property.category?.category}</p>
        <h3 className="line-clamp-2 text-base leading-snug font-bold text-slate-900">
          {/* The whole card is clickable through this link's ::after overlay; one link, one tab stop. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {property.title}
          </Link>
        </h3>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-slate-500">
            <MapPinIcon className="size-4" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-lg font-extrabold text-slate-900">
          <Price amountMinor={property.price_minor} currency={property.currency} />
          {rentSuffix ? <span className="ms-1 text-sm font-medium text-slate-500">{rentSuffix}</span> : null}
        </p>
      </div>
    </article>
  );
}
