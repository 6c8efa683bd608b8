import { useTranslation } from "../../../lib/i18n/use-translation";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { BuildingIcon, TagIcon, VerifiedIcon } from "../../../components/icons/icons";
import { Avatar } from "../../../components/ui/avatar";
import { Card } from "../../../components/ui/card";
import type { PropertyDetailData, PropertyFacility, PropertyParameter } from "../../../lib/api/types";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { distanceUnit, formatDistanceValue } from "../distance";

function ParameterValue({ parameter }: { parameter: PropertyParameter }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const value = parameter.value;
  if (value === null || value === "") return <>—</>;
  if (parameter.type_of_parameter === "file") {
    return (
      <a href={String(value)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {t("property.view_file")}
      </a>
    );
  }
  const text = String(value);
  // Checkbox parameters hold several comma-separated choices.
  if (parameter.type_of_parameter === "checkbox") {
    const choices = text
      .split(",")
      .map((choice) => choice.trim())
      .filter(Boolean);
    return (
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <li
            key={choice}
            className="rounded-full bg-white px-2.5 py-0.5 text-sm font-medium ring-1 ring-slate-200"
          >
            {choice}
          </li>
        ))}
      </ul>
    );
  }
  // Whole numbers get the page's digits; "min2" keeps years such as 2015 ungrouped.
  if (parameter.type_of_parameter === "number" && /^-?\d+(\.\d+)?$/.test(text)) {
    return <>{formatNumber(Number(text), locale, { useGrouping: "min2", maximumFractionDigits: 2 })}</>;
  }
  return <>{text}</>;
}

export function ParameterList({ parameters }: { parameters: PropertyParameter[] }) {
  const { t } = useTranslation();
  if (parameters.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{t("property.features")}</h2>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {parameters.map((parameter) => (
          // A <dl> may hold only <dt>/<dd> (in <div>s): the icon sits inside the term, placed in the row's start.
          <div
            key={parameter.id}
            className={clsx(
              "relative flex min-h-16 min-w-0 flex-col justify-center rounded-xl bg-slate-50 p-3 ps-16",
              parameter.type_of_parameter === "checkbox" && "col-span-2 lg:col-span-3",
            )}
          >
            <dt className="truncate text-xs text-slate-500">
              <span className="absolute start-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                {parameter.image ? (
                  <img
                    src={parameter.image}
                    alt=""
                    width={22}
                    height={22}
                    loading="lazy"
                    className="size-5.5"
                  />
                ) : (
                  <TagIcon className="size-5" />
                )}
              </span>
              {parameter.name}
            </dt>
            <dd className="font-semibold text-slate-900">
              <ParameterValue parameter={parameter} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function FacilityList({
  facilities,
  unitOption,
}: {
  facilities: PropertyFacility[];
  unitOption?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (facilities.length === 0) return null;
  const unit = distanceUnit(unitOption);
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{t("property.nearby")}</h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {facilities.map((facility) => {
          const distance = formatDistanceValue(facility.distance, unit, locale);
          return (
            <li
              key={facility.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
              data-testid="nearby-place"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50">
                {facility.image ? (
                  <img
                    src={facility.image}
                    alt=""
                    width={22}
                    height={22}
                    loading="lazy"
                    className="size-5.5"
                  />
                ) : null}
              </span>
              <span className="flex-1 font-medium text-slate-800">{facility.name}</span>
              {distance !== null ? (
                <span className="text-sm font-semibold whitespace-nowrap text-brand-800">
                  {t("property.distance", { value: distance, unit: t(`units.${unit}`) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

type OwnerFields = Pick<
  PropertyDetailData,
  "is_admin_listing" | "customer_name" | "customer_type" | "profile" | "is_verified"
>;

/** Who listed the property; `children` holds the contact buttons when there are any. */
/** The owner card's anchor: the phone's contact bar leads there. */
export const OWNER_CARD_ID = "listed-by";

export function OwnerCard({
  property,
  companyName,
  children,
}: {
  property: OwnerFields;
  companyName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = property.is_admin_listing ? companyName : property.customer_name;
  const role = property.is_admin_listing
    ? t("property.owner.platform")
    : property.customer_type === "agent"
      ? t("property.owner.agent")
      : property.customer_type === "property_owner"
        ? t("property.owner.owner")
        : t("property.owner.advertiser");
  return (
    <Card className="scroll-mt-24 p-6" data-testid="owner-card" id={OWNER_CARD_ID}>
      <h2 className="text-sm font-semibold text-slate-500">{t("property.owner.title")}</h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={property.profile} size="md" fallback={<BuildingIcon />} />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-bold text-slate-900">
            <span className="truncate" dir="auto">
              {name || t("property.owner.advertiser")}
            </span>
            {property.is_verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <VerifiedIcon className="size-3.5" />
                {t("property.owner.verified")}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-500">{role}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
