import { addonBases, type THotelAddonField } from "@manzil/domain/contracts";
import { fromMinorUnits, toMinorUnits } from "@manzil/domain/money";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { formatPaid } from "../../../lib/format/money";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorErrors } from "../editor-steps";
import { useAddonFields, useRoomTypes } from "../stay-catalogue";
import { newPackage, packageTotal, type AddonChoice, type PackageRow, type StayFields } from "../stay-form";
import { messageText } from "./editor-context";
import { CatalogueStatus, RowActions, useFocusOnAdd } from "./stay-parts";

/** The listing's currency: Manzil's listings are priced in Egyptian pounds. */
const LISTING_CURRENCY = "EGP";

type PackagesStepProps = {
  stay: StayFields;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
};

/**
 * Add-on packages guests may book with a room: a name, a price, how it is charged, and the add-on values it
 * includes (each with the catalogue's own price). The total shown is what one unit of the package costs.
 */
export function PackagesStep({ stay, errors, onChange }: PackagesStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const addonFields = useAddonFields();
  const roomTypes = useRoomTypes();
  const packages = stay.packages;
  useFocusOnAdd(packages.length, (index) => `hotelPackages_${index}_name`);
  // A package names one of this hotel's room types (the API refuses others), or every room.
  const offered = new Set(stay.rooms.map((room) => room.room_type_id));
  const hotelRoomTypes = (roomTypes.data ?? []).filter((type) => offered.has(String(type.id)));
  const setPackage = (key: string, patch: Partial<PackageRow>) =>
    onChange({ packages: packages.map((item) => (item.key === key ? { ...item, ...patch } : item)) });
  const listProblem = messageText(errors.hotelPackages ?? errors.remove_hotel_packages, t);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t("editor.packages.intro")}</p>
      {listProblem ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {listProblem}
        </p>
      ) : null}
      {packages.length === 0 ? <p className="text-sm text-slate-600">{t("editor.packages.empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {packages.map((item, index) => {
          const name = t("editor.packages.package", { number: formatNumber(index + 1, locale) });
          const at = (field: string) => messageText(errors[`package:${item.key}:${field}`], t);
          const field = (key: string) => `hotelPackages_${index}_${key}`;
          return (
            <li
              key={item.key}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4"
              data-testid="package-item"
              aria-label={name}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-bold text-slate-900">{name}</h3>
                <RowActions
                  name={name}
                  position={index}
                  count={packages.length}
                  onRemove={() => onChange({ packages: packages.filter((other) => other.key !== item.key) })}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  name={field("name")}
                  lang="en"
                  dir="ltr"
                  label={t("editor.packages.fields.name")}
                  value={item.name}
                  error={at("name")}
                  onChange={(event) => setPackage(item.key, { name: event.target.value })}
                />
                <Input
                  name={field("name_ar")}
                  lang="ar"
                  dir="rtl"
                  label={t("editor.packages.fields.name_ar")}
                  value={item.name_ar}
                  onChange={(event) => setPackage(item.key, { name_ar: event.target.value })}
                />
                <Input
                  name={field("description")}
                  lang="en"
                  dir="ltr"
                  label={t("editor.packages.fields.description")}
                  value={item.description}
                  onChange={(event) => setPackage(item.key, { description: event.target.value })}
                />
                <Input
                  name={field("description_ar")}
                  lang="ar"
                  dir="rtl"
                  label={t("editor.packages.fields.description_ar")}
                  value={item.description_ar}
                  onChange={(event) => setPackage(item.key, { description_ar: event.target.value })}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <Input
                  name={field("price")}
                  inputMode="decimal"
                  dir="ltr"
                  placeholder="0"
                  label={t("editor.packages.fields.price")}
                  value={item.price}
                  error={at("price")}
                  onChange={(event) => setPackage(item.key, { price: event.target.value })}
                />
                <Select
                  name={field("basis")}
                  label={t("editor.packages.fields.basis")}
                  value={item.basis}
                  onChange={(event) =>
                    setPackage(item.key, { basis: event.target.value as PackageRow["basis"] })
                  }
                >
                  {addonBases.map((basis) => (
                    <option key={basis} value={basis}>
                      {t(`editor.packages.basis.${basis}`)}
                    </option>
                  ))}
                </Select>
                <Select
                  name={field("room_type_id")}
                  label={t("editor.packages.fields.room_type_id")}
                  value={item.room_type_id}
                  onChange={(event) => setPackage(item.key, { room_type_id: event.target.value })}
                >
                  <option value="">{t("editor.packages.every_room_type")}</option>
                  {hotelRoomTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </Select>
                <Select
                  name={field("status")}
                  label={t("editor.packages.fields.status")}
                  value={item.status}
                  onChange={(event) =>
                    setPackage(item.key, {
                      status: event.target.value === "inactive" ? "inactive" : "active",
                    })
                  }
                >
                  <option value="active">{t("editor.packages.status.active")}</option>
                  <option value="inactive">{t("editor.packages.status.inactive")}</option>
                </Select>
              </div>
              <fieldset className="flex flex-col gap-3">
                <legend className="text-sm font-semibold text-slate-800">
                  {t("editor.packages.addons")}
                </legend>
                <CatalogueStatus
                  query={addonFields}
                  what={t("editor.packages.addon_fields")}
                  empty={t("editor.packages.no_addon_fields")}
                />
                <div className="mt-1 grid gap-4 sm:grid-cols-2">
                  {(addonFields.data ?? []).map((addon) => (
                    <AddonInput
                      key={addon.id}
                      addon={addon}
                      name={`${field("addon")}_${addon.id}`}
                      chosen={item.values[String(addon.id)] ?? []}
                      onChange={(choices) =>
                        setPackage(item.key, { values: { ...item.values, [String(addon.id)]: choices } })
                      }
                    />
                  ))}
                </div>
              </fieldset>
              <p
                className="text-sm font-semibold text-slate-900"
                data-testid="package-total"
                aria-live="polite"
              >
                {t("editor.packages.total", {
                  total: formatPaid(
                    toMinorUnits(packageTotal(item), LISTING_CURRENCY),
                    LISTING_CURRENCY,
                    locale,
                  ),
                  basis: t(`editor.packages.basis.${item.basis}`),
                })}
              </p>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        data-testid="add-package"
        onClick={() => onChange({ packages: [...packages, newPackage()] })}
      >
        {t("editor.packages.add")}
      </Button>
    </div>
  );
}

/** One add-on field of the catalogue: its options with their prices, or a text the package states. */
function AddonInput({
  addon,
  name,
  chosen,
  onChange,
}: {
  addon: THotelAddonField;
  name: string;
  chosen: AddonChoice[];
  onChange: (choices: AddonChoice[]) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const priceOf = (minor: number, currency: string) => fromMinorUnits(minor, currency);
  const label = (value: { value: string; static_price: number; currency: string }) =>
    value.static_price > 0
      ? t("editor.packages.option_with_price", {
          option: value.value,
          price: formatPaid(value.static_price, value.currency, locale),
        })
      : value.value;
  const choiceOf = (value: THotelAddonField["field_values"][number]): AddonChoice => ({
    value: value.value_en,
    static_price: priceOf(value.static_price, value.currency),
  });
  if (addon.field_type === "checkbox") {
    return (
      <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{addon.name}</legend>
        {addon.field_values.map((value) => {
          const isChosen = chosen.some((choice) => choice.value === value.value_en);
          return (
            <label key={value.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name={name}
                checked={isChosen}
                className="size-4 accent-brand-700"
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, choiceOf(value)]
                      : chosen.filter((choice) => choice.value !== value.value_en),
                  )
                }
              />
              {label(value)}
            </label>
          );
        })}
      </fieldset>
    );
  }
  if (addon.field_type === "radio" || addon.field_type === "dropdown") {
    return (
      <Select
        name={name}
        label={addon.name}
        value={chosen[0]?.value ?? ""}
        onChange={(event) => {
          const value = addon.field_values.find((option) => option.value_en === event.target.value);
          onChange(value ? [choiceOf(value)] : []);
        }}
      >
        <option value="">{t("editor.packages.not_included")}</option>
        {addon.field_values.map((value) => (
          <option key={value.id} value={value.value_en}>
            {label(value)}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <Input
      name={name}
      dir="auto"
      label={addon.name}
      inputMode={addon.field_type === "number" ? "decimal" : undefined}
      value={chosen[0]?.value ?? ""}
      onChange={(event) =>
        onChange(event.target.value === "" ? [] : [{ value: event.target.value, static_price: 0 }])
      }
    />
  );
}
