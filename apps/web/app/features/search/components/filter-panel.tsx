import type { TFacility } from "@manzil/domain/contracts";
import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form, Link, useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import type { CategoryItem, CityItem } from "../../../lib/api/types";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  CLASSIFICATIONS,
  EMPTY_LISTING_PARAMS,
  filterValue,
  LISTING_TYPES,
  listingFilterErrors,
  listingHref,
  parseListingParams,
  parameterFieldNames,
  POSTED_SINCE,
  STAY_CLASSIFICATIONS,
  type FilterErrors,
  type FilterField,
} from "../../../lib/listing/listing-params";
import { categoryFilterFields, commonFilterFields, parameterControls } from "../category-filters";
import { LISTING_RESULTS_ID } from "../results-anchor";

export type FilterPanelProps = {
  /** The page's query string: the panel shows exactly what the URL says. */
  search: URLSearchParams;
  /** Mistakes found on the server (a form sent without JavaScript). */
  errors: FilterErrors;
  categories: readonly CategoryItem[];
  cities: readonly CityItem[];
  facilities: readonly TFacility[];
  action?: string;
  /** Called once the filters are applied (the mobile drawer closes). */
  onApplied?: () => void;
};

const ROOM_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** The form's fields as the query string it would send. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
  return query;
}

/**
 * The listing filters as a GET form named like the API's parameters: without JavaScript the browser
 * sends it to the listing as is (the loader validates it); with JavaScript the same check runs first,
 * then a client navigation goes to the tidied URL. Fields that depend on others (the category list on
 * the type, bedrooms and area on the category, dates on a stay) follow the choice as it is made.
 */
/** Scrolls the results' top into view when it is off screen (above, or below on a phone). */
function revealResults() {
  const results = document.getElementById(LISTING_RESULTS_ID);
  if (!results) return;
  const { top } = results.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight / 2) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  results.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}

export function FilterPanel({
  search,
  errors: serverErrors,
  categories,
  cities,
  facilities,
  action = "/properties",
  onApplied,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FilterErrors>(serverErrors);
  const [classification, setClassification] = useState(filterValue(search, "property_classification") ?? "");
  const [categoryId, setCategoryId] = useState(filterValue(search, "category_id") ?? "");
  const value = (field: FilterField) => filterValue(search, field) ?? "";
  const selectedFacilities = parseListingParams(search).facilities;

  const shownCategories = classification
    ? categories.filter((category) => String(category.property_classification) === classification)
    : categories;
  const chosenCategory = categories.find((category) => String(category.id) === categoryId);
  const details = chosenCategory ? categoryFilterFields(chosenCategory) : commonFilterFields(shownCategories);
  const controls = parameterControls(chosenCategory, locale);
  const raw = (name: string) => search.get(name)?.trim() ?? "";
  const isStay = STAY_CLASSIFICATIONS.some((c) => String(c) === classification);
  const city = value("city");
  const cityKnown = cities.some((c) => c.City.toLowerCase() === city.toLowerCase());
  const errorOf = (field: FilterField) => (errors[field] ? t(errors[field]) : undefined);
  const hasErrors = Object.keys(errors).length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const query = formQuery(form);
    const found = listingFilterErrors(query);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // The page keeps its place while the results load, then brings them into view: "Show results" sits at the
    // foot of a long column, and the visitor would otherwise be left looking at the empty space beside it.
    void Promise.resolve(
      navigate(listingHref(parseListingParams(query), {}, action), { preventScrollReset: true }),
    ).then(revealResults);
    onApplied?.();
  }

  function onClassificationChange(next: string) {
    setClassification(next);
    const category = categories.find((c) => String(c.id) === categoryId);
    if (next && category && String(category.property_classification) !== next) setCategoryId("");
  }

  /** A vacation-home or hotel category makes the search a stay search: its classification, and the dates, follow. */
  function onCategoryChange(next: string) {
    setCategoryId(next);
    const stayClass = categories.find((c) => String(c.id) === next)?.property_classification;
    if (!classification && STAY_CLASSIFICATIONS.some((c) => c === stayClass))
      setClassification(String(stayClass));
  }

  return (
    <Form
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      data-testid="listing-filters"
      aria-label={t("filters.title")}
      className="flex flex-col gap-5"
    >
      {hasErrors ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {t("filters.errors_summary")}
        </p>
      ) : null}
      {value("sort_by") ? <input type="hidden" name="sort_by" value={value("sort_by")} /> : null}

      <Input
        label={t("filters.search")}
        name="search"
        type="search"
        defaultValue={value("search")}
        placeholder={t("filters.search_placeholder")}
        maxLength={200}
      />

      <Select
        label={t("filters.classification")}
        name="property_classification"
        value={classification}
        onChange={(event) => onClassificationChange(event.currentTarget.value)}
      >
        <option value="">{t("listings.classification.all")}</option>
        {CLASSIFICATIONS.map((c) => (
          <option key={c} value={String(c)}>
            {t(`listings.classification.${c}`)}
          </option>
        ))}
      </Select>

      <Select
        label={t("filters.category")}
        name="category_id"
        value={categoryId}
        onChange={(event) => onCategoryChange(event.currentTarget.value)}
      >
        <option value="">{t("filters.category_any")}</option>
        {shownCategories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.category}
          </option>
        ))}
      </Select>

      <Group legend={t("filters.listing_type")}>
        <div className="flex flex-wrap gap-2">
          {(["", ...LISTING_TYPES] as const).map((type) => (
            <label
              key={type || "any"}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="property_type"
                value={type}
                defaultChecked={value("property_type") === type}
                className="sr-only"
              />
              {type ? t(`filters.listing_type_options.${type}`) : t("filters.any")}
            </label>
          ))}
        </div>
      </Group>

      <Group legend={t("filters.price")}>
        <div className="grid grid-cols-2 gap-3">
          <AmountInput
            label={t("filters.min_price")}
            name="min_price"
            defaultValue={value("min_price")}
            placeholder={formatNumber(0, locale)}
            error={errorOf("min_price")}
          />
          <AmountInput
            label={t("filters.max_price")}
            name="max_price"
            defaultValue={value("max_price")}
            placeholder={t("filters.any")}
            error={errorOf("max_price")}
          />
        </div>
      </Group>

      {details.bedrooms || details.bathrooms || details.area ? (
        <Group legend={t("filters.category_details")}>
          <div className="grid grid-cols-2 gap-3">
            {details.bedrooms ? (
              <Select label={t("filters.bedrooms")} name="bedrooms" defaultValue={value("bedrooms")}>
                <option value="">{t("filters.any")}</option>
                <option value="0">{t("filters.studio")}</option>
                {ROOM_CHOICES.map((n) => (
                  <option key={n} value={String(n)}>
                    {formatNumber(n, locale)}
                  </option>
                ))}
              </Select>
            ) : null}
            {details.bathrooms ? (
              <Select label={t("filters.bathrooms")} name="bathrooms" defaultValue={value("bathrooms")}>
                <option value="">{t("filters.any")}</option>
                {ROOM_CHOICES.map((n) => (
                  <option key={n} value={String(n)}>
                    {formatNumber(n, locale)}
                  </option>
                ))}
              </Select>
            ) : null}
            {details.area ? (
              <>
                <AmountInput
                  label={t("filters.min_area")}
                  name="min_area"
                  defaultValue={value("min_area")}
                  error={errorOf("min_area")}
                />
                <AmountInput
                  label={t("filters.max_area")}
                  name="max_area"
                  defaultValue={value("max_area")}
                  error={errorOf("max_area")}
                />
              </>
            ) : null}
          </div>
        </Group>
      ) : null}

      {controls.length > 0 ? (
        <Group legend={t("filters.more_details")}>
          <div className="grid grid-cols-2 gap-3" data-testid="parameter-filters">
            {controls.map((control) => {
              const names = parameterFieldNames(control.id);
              return control.kind === "choice" ? (
                <Select
                  key={control.id}
                  label={control.name}
                  name={names.equals}
                  defaultValue={raw(names.equals)}
                >
                  <option value="">{t("filters.any")}</option>
                  {control.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <fieldset key={control.id} className="col-span-2 grid grid-cols-2 gap-3">
                  <legend className="sr-only">{control.name}</legend>
                  <AmountInput
                    label={t("filters.parameter_from", { name: control.name })}
                    name={names.min}
                    defaultValue={raw(names.min)}
                    placeholder={t("filters.any")}
                  />
                  <AmountInput
                    label={t("filters.parameter_to", { name: control.name })}
                    name={names.max}
                    defaultValue={raw(names.max)}
                    placeholder={t("filters.any")}
                  />
                </fieldset>
              );
            })}
          </div>
        </Group>
      ) : null}

      {isStay ? (
        <Group legend={t("filters.dates")}>
          {/* One above the other in the narrow desktop column, where two dates side by side lose their year. */}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <Input
              label={t("filters.check_in")}
              name="check_in_date"
              type="date"
              defaultValue={value("check_in_date")}
              error={errorOf("check_in_date")}
            />
            <Input
              label={t("filters.check_out")}
              name="check_out_date"
              type="date"
              defaultValue={value("check_out_date")}
              error={errorOf("check_out_date")}
            />
          </div>
        </Group>
      ) : null}

      <Group legend={t("filters.location")}>
        <div className="flex flex-col gap-3">
          <Select
            label={t("filters.city")}
            name="city"
            defaultValue={cityKnown ? cityOf(cities, city) : city}
          >
            <option value="">{t("filters.city_any")}</option>
            {!cityKnown && city ? <option value={city}>{city}</option> : null}
            {cities.map((c) => (
              <option key={c.City} value={c.City}>
                {c.city || c.City}
              </option>
            ))}
          </Select>
          <Input label={t("filters.state")} name="state" defaultValue={value("state")} maxLength={200} />
          <Input
            label={t("filters.country")}
            name="country"
            defaultValue={value("country")}
            maxLength={200}
          />
        </div>
      </Group>

      <Select label={t("filters.posted_since")} name="posted_since" defaultValue={value("posted_since")}>
        <option value="">{t("filters.any")}</option>
        {POSTED_SINCE.map((p) => (
          <option key={p} value={String(p)}>
            {t(`filters.posted_since_options.${p}`)}
          </option>
        ))}
      </Select>

      {facilities.length > 0 ? (
        <Group legend={t("filters.facilities")}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {facilities.map((facility) => (
              <li key={facility.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg py-1 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="facility_ids"
                    value={String(facility.id)}
                    defaultChecked={selectedFacilities.includes(facility.id)}
                    className="size-4 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                  {facility.name}
                </label>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <button type="submit" data-testid="filters-apply" className={buttonClasses({ className: "flex-1" })}>
          {t("filters.apply")}
        </button>
        <Link
          to={listingHref(EMPTY_LISTING_PARAMS, {}, action)}
          className={buttonClasses({ variant: "ghost" })}
          onClick={() => onApplied?.()}
        >
          {t("filters.clear_all")}
        </Link>
      </div>
    </Form>
  );
}

/** The city as the select knows it: the list's spelling of a city typed in another case. */
function cityOf(cities: readonly CityItem[], city: string): string {
  return cities.find((c) => c.City.toLowerCase() === city.toLowerCase())?.City ?? "";
}

/** An amount or size the visitor types: a decimal keypad on phones, no autofill suggestions. */
function AmountInput(props: ComponentProps<typeof Input>) {
  return <Input inputMode="decimal" autoComplete="off" {...props} />;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-bold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
