import { clsx } from "clsx";
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Price } from "../../../components/ui/price";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useHeaderOffset } from "../use-header-offset";
import { alignById, headlineDifferences, type ComparedProperty } from "../compare-rows";

type Row = { key: string; label: string; source: ReactNode; target: ReactNode; isDifferent: boolean };
type Section = { key: string; title: string; rows: Row[] };

type ComparisonTableProps = {
  source: ComparedProperty;
  target: ComparedProperty;
  /** The unit near-by distances are in (`distance_option` of the settings). */
  distanceUnit: string;
};

/** The two listings side by side, one fact per row, differences marked (in colour and in words). */
export function ComparisonTable({ source, target, distanceUnit }: ComparisonTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const headerOffset = useHeaderOffset();
  const number = (value: number) => formatNumber(value, locale);
  const differs = headlineDifferences(source, target);
  const missing = <span className="text-slate-400">{t("compare.missing")}</span>;

  const price = (property: ComparedProperty) => (
    <Price
      amountMinor={property.price_minor}
      currency={property.currency}
      decimals={0}
      className="font-bold"
    />
  );
  const type = (property: ComparedProperty) => {
    const duration =
      property.property_type === "rent" && property.rentduration ? property.rentduration.toLowerCase() : null;
    const suffix =
      duration && ["daily", "monthly", "quarterly", "yearly"].includes(duration)
        ? ` ${t(`property.rent_duration.${duration}`)}`
        : "";
    return `${t(`property.listing_type.${property.property_type}`)}${suffix}`;
  };
  const place = (property: ComparedProperty) =>
    [property.city, property.state, property.country].filter(Boolean).join(locale === "ar" ? "، " : ", ");

  const sections: Section[] = [
    {
      key: "overview",
      title: t("compare.section.overview"),
      rows: [
        {
          key: "price",
          label: t("compare.row.price"),
          source: price(source),
          target: price(target),
          isDifferent: differs.price,
        },
        {
          key: "type",
          label: t("compare.row.type"),
          source: type(source),
          target: type(target),
          isDifferent: differs.type,
        },
        {
          key: "place",
          label: t("compare.row.place"),
          source: place(source),
          target: place(target),
          isDifferent: differs.place,
        },
        {
          key: "created",
          label: t("compare.row.created"),
          source: formatDate(source.created_at, locale),
          target: formatDate(target.created_at, locale),
          isDifferent: differs.created,
        },
        {
          key: "likes",
          label: t("compare.row.likes"),
          source: number(source.total_likes),
          target: number(target.total_likes),
          isDifferent: differs.likes,
        },
        {
          key: "views",
          label: t("compare.row.views"),
          source: number(source.total_views),
          target: number(target.total_views),
          isDifferent: differs.views,
        },
      ],
    },
    {
      key: "parameters",
      title: t("compare.section.parameters"),
      rows: alignById(source.facilities, target.facilities, (item) => item.value).map((row) => ({
        key: `parameter-${row.id}`,
        label: row.name,
        source: row.source ?? missing,
        target: row.target ?? missing,
        isDifferent: row.isDifferent,
      })),
    },
    {
      key: "near-by",
      title: t("compare.section.near_by"),
      rows: alignById(source.near_by_places, target.near_by_places, (item) => item.distance).map((row) => {
        const distance = (value: number | null) =>
          value === null
            ? missing
            : t("compare.distance", {
                distance: number(value),
                unit: t(`units.${distanceUnit}`, { defaultValue: distanceUnit }),
              });
        return {
          key: `near-by-${row.id}`,
          label: row.name,
          source: distance(row.source),
          target: distance(row.target),
          isDifferent: row.isDifferent,
        };
      }),
    },
  ];
  const shown = sections
    .map((section) => ({
      ...section,
      rows: onlyDifferences ? section.rows.filter((row) => row.isDifferent) : section.rows,
    }))
    .filter((section) => section.rows.length > 0);

  const heading = (property: ComparedProperty) => (
    <th scope="col" style={{ top: headerOffset }} className="sticky z-10 bg-white p-3 align-top">
      <Link
        to={`/properties-details/${property.slug_id}`}
        className="group flex flex-col gap-2 rounded-xl text-start focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {property.title_image ? (
          <img
            src={property.title_image}
            alt=""
            width={320}
            height={200}
            className="hidden aspect-[16/10] w-full rounded-xl object-cover sm:block"
          />
        ) : null}
        <span className="line-clamp-2 text-sm font-bold text-slate-900 group-hover:text-brand-700 sm:text-base">
          <bdi>{property.title}</bdi>
        </span>
      </Link>
    </th>
  );

  return (
    <div className="flex flex-col gap-4">
      <label className="inline-flex items-center gap-2 self-start text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        {t("compare.only_differences")}
      </label>
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        data-testid="comparison-table"
      >
        <caption className="sr-only">
          {t("compare.caption", { source: source.title, target: target.title })}
        </caption>
        <thead>
          <tr>
            <td style={{ top: headerOffset }} className="sticky z-10 hidden w-1/4 bg-white sm:table-cell" />
            {heading(source)}
            {heading(target)}
          </tr>
        </thead>
        <tbody>
          {shown.map((section) => (
            <Fragment key={section.key}>
              <tr>
                {/* Two columns on phones (the labels sit on their own lines), three from the sm breakpoint. */}
                {[2, 3].map((span) => (
                  <th
                    key={span}
                    scope="colgroup"
                    colSpan={span}
                    className={clsx(
                      "bg-slate-100 px-3 py-2 text-start text-xs font-bold tracking-wide text-slate-700 uppercase",
                      span === 2 ? "sm:hidden" : "hidden sm:table-cell",
                    )}
                  >
                    {section.title}
                  </th>
                ))}
              </tr>
              {section.rows.map((row) => (
                <Fragment key={row.key}>
                  {/* Phones: the label gets its own line above the two values. */}
                  <tr className="sm:hidden">
                    <th
                      scope="colgroup"
                      colSpan={2}
                      className="px-3 pt-3 text-start text-xs font-semibold text-slate-600"
                    >
                      {row.label}
                      {row.isDifferent ? <DifferenceBadge /> : null}
                    </th>
                  </tr>
                  <tr
                    data-testid="comparison-row"
                    data-different={row.isDifferent}
                    className={clsx(row.isDifferent && "bg-amber-50")}
                  >
                    <th
                      scope="row"
                      className="hidden border-b border-slate-100 px-3 py-3 text-start font-semibold text-slate-700 sm:table-cell"
                    >
                      {row.label}
                      {row.isDifferent ? <DifferenceBadge /> : null}
                    </th>
                    <td className="border-b border-slate-100 px-3 py-3 break-words text-slate-900">
                      {row.source}
                    </td>
                    <td className="border-b border-slate-100 px-3 py-3 break-words text-slate-900">
                      {row.target}
                    </td>
                  </tr>
                </Fragment>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="text-slate-600">{t("compare.no_differences")}</p> : null}
    </div>
  );
}

function DifferenceBadge() {
  const { t } = useTranslation();
  return (
    <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-800">
      {t("compare.differs")}
    </span>
  );
}
