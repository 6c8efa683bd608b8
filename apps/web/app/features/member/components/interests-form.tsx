import type { TPersonalisedFields } from "@manzil/domain/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  interestsBody,
  interestsFormOf,
  toggleId,
  validateInterests,
  type InterestsField,
  type InterestsForm as FormValues,
  type MarketChoice,
} from "../interests-form";
import { apiDelete } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { ChoiceGroup } from "./choice-group";

export type Option = { id: number; label: string };
export type CityOption = { value: string; label: string };

type InterestsFormProps = {
  saved: TPersonalisedFields | null;
  /** `null` when the list could not be loaded. */
  categories: Option[] | null;
  facilities: Option[] | null;
  cities: CityOption[];
  onSaved: (fields: TPersonalisedFields) => void;
  onCleared: () => void;
};

type Errors = Partial<Record<InterestsField, string>>;

const MARKET_CHOICES: { value: MarketChoice; key: string }[] = [
  { value: "0", key: "member.feed.type.sell" },
  { value: "1", key: "member.feed.type.rent" },
  { value: "0,1", key: "member.feed.type.both" },
];

/** The control to focus for each API field (the first of a group). */
const FOCUS_NAME: Record<InterestsField, string> = {
  category_ids: "category_ids",
  outdoor_facilitiy_ids: "outdoor_facilitiy_ids",
  price_range: "price_min",
  property_type: "property_type",
  city: "city",
};

/**
 * Spec §3 "Personalised fields" as a form. It checks the price range before sending; the API's field
 * messages (a 422) appear beside their fields, the outcome in a toast. Clearing asks first.
 */
export function InterestsForm({
  saved,
  categories,
  facilities,
  cities,
  onSaved,
  onCleared,
}: InterestsFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const priceErrorId = useId();
  const [values, setValues] = useState<FormValues>(() => interestsFormOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [clearing, setClearing] = useState(false);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const showProblems = (form: HTMLFormElement, problems: Errors) => {
    setErrors(problems);
    const first = (Object.keys(FOCUS_NAME) as InterestsField[]).find((field) => problems[field]);
    if (!first) return;
    const control = form.elements.namedItem(FOCUS_NAME[first]);
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement) target.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validateInterests(values);
    if (Object.keys(problems).length > 0) {
      showProblems(
        form,
        Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])) as Errors,
      );
      return;
    }
    setSaving(true);
    try {
      const answer = await apiPost<TPersonalisedFields>("personalised-fields", interestsBody(values), {
        lang: locale,
      });
      setErrors({});
      toast.success(answer.message || t("member.feed.saved"));
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        const mapped: Errors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in FOCUS_NAME) mapped[field as InterestsField] = messages.join(" ");
        }
        showProblems(form, mapped);
      }
      toast.error(actionFailureMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  const clear = async () => {
    setClearing(true);
    try {
      const answer = await apiDelete<null>("personalised-fields", { lang: locale });
      setConfirmOpen(false);
      toast.success(answer.message || t("member.feed.cleared"));
      onCleared();
    } catch (error) {
      toast.error(actionFailureMessage(error, t));
    } finally {
      setClearing(false);
    }
  };

  const cityOptions =
    values.city && !cities.some((city) => city.value === values.city)
      ? [{ value: values.city, label: values.city }, ...cities]
      : cities;
  const priceError = errors.price_range;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t("member.feed.form_label")}
      className="flex flex-col gap-8"
      data-testid="interests-form"
    >
      <ChoiceGroup
        legend={t("member.feed.categories")}
        hint={t("member.feed.categories_hint")}
        name="category_ids"
        choices={categories ?? []}
        selected={values.categoryIds}
        onToggle={(id, on) => set("categoryIds", toggleId(values.categoryIds, id, on))}
        error={errors.category_ids}
        emptyText={t(categories ? "member.feed.no_options" : "member.feed.options_failed")}
      />
      <ChoiceGroup
        legend={t("member.feed.facilities")}
        hint={t("member.feed.facilities_hint")}
        name="outdoor_facilitiy_ids"
        choices={facilities ?? []}
        selected={values.facilityIds}
        onToggle={(id, on) => set("facilityIds", toggleId(values.facilityIds, id, on))}
        error={errors.outdoor_facilitiy_ids}
        emptyText={t(facilities ? "member.feed.no_options" : "member.feed.options_failed")}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-bold text-slate-900">{t("member.feed.price")}</legend>
        <p className="text-sm text-slate-500">{t("member.feed.price_hint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["priceMin", "priceMax"] as const).map((key) => (
            <Input
              key={key}
              name={key === "priceMin" ? "price_min" : "price_max"}
              label={t(key === "priceMin" ? "member.feed.price_min" : "member.feed.price_max")}
              type="text"
              inputMode="decimal"
              dir="ltr"
              value={values[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? priceErrorId : undefined}
              className={priceError ? "border-red-500!" : undefined}
            />
          ))}
        </div>
        {priceError ? (
          <p id={priceErrorId} className="text-xs font-medium text-red-600">
            {priceError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-bold text-slate-900">{t("member.feed.property_type")}</legend>
        <div className="flex flex-wrap gap-2">
          {MARKET_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="property_type"
                value={choice.value}
                checked={values.propertyType === choice.value}
                onChange={() => set("propertyType", choice.value)}
                className="size-4 accent-brand-700"
              />
              {t(choice.key)}
            </label>
          ))}
        </div>
        {errors.property_type ? (
          <p className="text-xs font-medium text-red-600">{errors.property_type}</p>
        ) : null}
      </fieldset>

      <div className="max-w-sm">
        <Select
          name="city"
          label={t("member.feed.city")}
          value={values.city}
          onChange={(event) => set("city", event.currentTarget.value)}
          error={errors.city}
        >
          <option value="">{t("member.feed.any_city")}</option>
          {cityOptions.map((city) => (
            <option key={city.value} value={city.value}>
              {city.label}
            </option>
          ))}
        </Select>
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <Button type="submit" size="lg" disabled={saving} data-testid="interests-save">
          {saving ? t("member.feed.saving") : t("member.feed.save")}
        </Button>
        {saved ? (
          <Dialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            trigger={
              <Button variant="outline" size="lg" data-testid="interests-clear">
                {t("member.feed.clear")}
              </Button>
            }
            title={t("member.feed.clear_title")}
            description={t("member.feed.clear_body")}
          >
            <div className="flex justify-end gap-3">
              <Button variant="ghost" onClick={() => setConfirmOpen(false)}>
                {t("member.feed.cancel")}
              </Button>
              <Button variant="danger" disabled={clearing} onClick={() => void clear()}>
                {clearing ? t("member.feed.clearing") : t("member.feed.clear_confirm")}
              </Button>
            </div>
          </Dialog>
        ) : null}
        {saved ? (
          <p className="text-sm text-slate-500 sm:ms-auto">
            {t("member.feed.last_saved", { date: formatDate(saved.updated_at, locale) })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
