import { clsx } from "clsx";
import { useTranslation } from "../../lib/i18n/use-translation";
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
      // Styling from the `.card-*` classes in app.css: named once there, not repeated in each card's HTML (issue 19).
      className={clsx("card group", className)}
    >
      <div className="card-media">
        <img
          src={property.title_image}
          alt={property.title}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="card-img"
        />
        <div className="card-badges">
          {property.promoted ? (
            <span className="card-badge card-badge-featured">
              <SparkIcon className="size-3.5" />
              {t("property.badge.featured")}
            </span>
          ) : null}
          {property.is_premium ? (
            <span className="card-badge card-badge-premium">
              <StarIcon className="size-3.5" />
              {t("property.badge.premium")}
            </span>
          ) : null}
          <span className="card-badge card-badge-type">
            {t(`property.listing_type.${listingTypeOf(property)}`)}
          </span>
        </div>
        <CardFavourite property={property} />
      </div>
      <div className="card-body">
        <div className="card-topline">
          <p className="card-category">{property.category}</p>
          <RatingSummary average={property.rating_average} count={property.rating_count} />
        </div>
        <h3 className="card-title">
          {/* The whole card is clickable through this link's ::after overlay; one link, one tab stop. */}
          <Link to={href} className="card-link">
            <bdi>{property.title}</bdi>
          </Link>
        </h3>
        {place ? (
          <p className="card-place">
            <MapPinIcon className="size-4" />
            <span className="truncate" dir="auto">
              {place}
            </span>
          </p>
        ) : null}
        <CardFactsRow property={property} />
        <div className="card-footer">
          <p className="card-price">
            <Price amountMinor={property.price_minor} currency={property.currency} />
            {rentSuffix ? <span className="card-price-suffix">{rentSuffix}</span> : null}
          </p>
          <Link
            to={`/compare-properties?source=${property.id}`}
            data-testid="card-compare"
            aria-label={t("property.card.compare_label", { title: property.title })}
            className="card-compare"
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
    <ul className="card-facts" data-testid="card-facts">
      {items.map(({ key, Icon, text }) => (
        <li key={key} className="card-fact" data-fact={key}>
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
      className="card-favourite"
    >
      <HeartIcon filled={isOn} className={clsx("size-5", isOn && "text-rose-600")} />
    </button>
  );
}
