import {
  PACKAGE_FEATURE_TYPES,
  type TAdminPackage,
  type TAdminPackageList,
  type TPackageFeatureType,
} from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  bodyOfDraft,
  draftOfPackage,
  emptyDraft,
  majorAmountToMinor,
  PACKAGES_KEY,
  type Inclusion,
  type PackageDraft,
} from "../admin-offers";
import { BilingualInputs, QueryView } from "./query-view";

/** /admin/packages/new and /admin/packages/:id: the whole package in one form. */
export function PackageFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [PACKAGES_KEY],
    queryFn: () => apiGet<TAdminPackageList>(PACKAGES_KEY),
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/admin/packages" className="text-sm font-semibold text-brand-800 hover:underline">
        {t("adminOffers.packages.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {t(id === null ? "adminOffers.form.new_title" : "adminOffers.form.edit_title")}
      </h1>
      <QueryView
        query={list}
        isEmpty={(data) => id !== null && !data.packages.some((p) => p.id === id)}
        emptyText={t("adminOffers.form.not_found")}
      >
        {(data) => {
          const pkg = data.packages.find((p) => p.id === id) ?? null;
          return <PackageForm key={pkg?.id ?? "new"} saved={pkg} catalogue={data} />;
        }}
      </QueryView>
    </div>
  );
}

type Catalogue = Pick<TAdminPackageList, "features" | "currency">;

export function PackageForm({ saved, catalogue }: { saved: TAdminPackage | null; catalogue: Catalogue }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = saved?.currency ?? catalogue.currency;
  const [draft, setDraft] = useState<PackageDraft>(() => (saved ? draftOfPackage(saved) : emptyDraft()));
  const [priceError, setPriceError] = useState<string | undefined>();
  const [featureOrder, setFeatureOrder] = useState<TPackageFeatureType[]>([]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<TAdminPackage>(saved ? `${PACKAGES_KEY}/${saved.id}` : PACKAGES_KEY, body, { lang: locale }),
    onSuccess: async (answer) => {
      toast.success(answer.message || t("adminOffers.form.saved"));
      await queryClient.invalidateQueries({ queryKey: [PACKAGES_KEY] });
      void navigate("/admin/packages");
    },
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const featureError = (type: TPackageFeatureType) => {
    const index = featureOrder.indexOf(type);
    return index < 0 ? undefined : errors?.[`features.${index}.limit`]?.[0];
  };
  const set = (change: Partial<PackageDraft>) => setDraft({ ...draft, ...change });
  const setFeature = (
    type: TPackageFeatureType,
    change: Partial<PackageDraft["features"][TPackageFeatureType]>,
  ) => set({ features: { ...draft.features, [type]: { ...draft.features[type], ...change } } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = bodyOfDraft(draft, currency);
    if (!built.ok) {
      setPriceError(t("adminOffers.form.price_invalid", { example: "199.99" }));
      return;
    }
    setPriceError(undefined);
    setFeatureOrder(built.featureOrder);
    save.mutate(built.body as Record<string, unknown>);
  };
  const typedMinor = draft.package_type === "paid" ? majorAmountToMinor(draft.price, currency) : null;
  const names = new Map(catalogue.features.map((f) => [f.type, locale === "ar" ? f.name_ar : f.name]));

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
      {errors || priceError ? <FormAlert tone="error">{t("adminOffers.form.fix_fields")}</FormAlert> : null}
      {save.error && !errors ? (
        <FormAlert tone="error">{actionFailureMessage(save.error, t)}</FormAlert>
      ) : null}
      {saved && saved.holders > 0 ? (
        <FormAlert tone="success">{t("adminOffers.form.held_note", { count: saved.holders })}</FormAlert>
      ) : null}

      <Card className="p-5 sm:p-6">
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-bold text-slate-900">{t("adminOffers.form.names")}</legend>
          <BilingualInputs
            names={["name", "name_ar"]}
            labels={[t("adminOffers.form.name"), t("adminOffers.form.name_ar")]}
            values={[draft.name, draft.name_ar]}
            errors={[errors?.name?.[0], errors?.name_ar?.[0]]}
            onChange={([name, name_ar]) => set({ name, name_ar })}
          />
        </fieldset>
      </Card>

      <Card className="p-5 sm:p-6">
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-bold text-slate-900">{t("adminOffers.form.sale")}</legend>
          <Select
            name="package_type"
            label={t("adminOffers.form.type")}
            value={draft.package_type}
            error={errors?.package_type?.[0]}
            onChange={(e) => set({ package_type: e.target.value as PackageDraft["package_type"] })}
          >
            <option value="paid">{t("adminOffers.form.paid")}</option>
            <option value="free">{t("adminOffers.form.free")}</option>
          </Select>
          <Input
            name="price"
            label={t("adminOffers.form.price", { currency })}
            inputMode="decimal"
            dir="ltr"
            disabled={draft.package_type === "free"}
            value={draft.package_type === "free" ? "0" : draft.price}
            hint={
              typedMinor !== null && typedMinor > 0
                ? t("adminOffers.form.price_shown", { price: formatPaid(typedMinor, currency, locale) })
                : t("adminOffers.form.price_hint", { example: "199.99" })
            }
            error={priceError ?? errors?.price_minor?.[0]}
            onChange={(e) => set({ price: e.target.value })}
          />
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <Input
                name="duration"
                label={t("adminOffers.form.duration")}
                inputMode="numeric"
                dir="ltr"
                value={draft.duration}
                error={errors?.duration_hours?.[0]}
                onChange={(e) => set({ duration: e.target.value })}
              />
            </div>
            <div className="w-32 shrink-0">
              <Select
                name="duration_unit"
                label={t("adminOffers.form.duration_unit")}
                hideLabel
                value={draft.duration_unit}
                onChange={(e) => set({ duration_unit: e.target.value as PackageDraft["duration_unit"] })}
              >
                <option value="days">{t("adminOffers.form.unit_days")}</option>
                <option value="hours">{t("adminOffers.form.unit_hours")}</option>
              </Select>
            </div>
          </div>
          <Input
            name="ios_product_id"
            label={t("adminOffers.form.ios")}
            hint={t("adminOffers.form.ios_hint")}
            dir="ltr"
            value={draft.ios_product_id}
            error={errors?.ios_product_id?.[0]}
            onChange={(e) => set({ ios_product_id: e.target.value })}
          />
        </fieldset>
      </Card>

      <Card className="p-5 sm:p-6">
        <fieldset className="min-w-0">
          <legend className="text-lg font-bold text-slate-900">{t("adminOffers.form.features")}</legend>
          <p className="mt-1 text-sm text-slate-600">{t("adminOffers.form.features_lead")}</p>
          {errors?.features?.[0] ? (
            <p className="mt-2 text-sm font-semibold text-red-700">{errors.features[0]}</p>
          ) : null}
          <table className="mt-4 w-full text-sm">
            <thead className="sr-only sm:not-sr-only">
              <tr className="text-start text-xs text-slate-500">
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t("adminOffers.form.feature")}
                </th>
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t("adminOffers.form.inclusion")}
                </th>
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t("adminOffers.form.limit")}
                </th>
              </tr>
            </thead>
            <tbody>
              {PACKAGE_FEATURE_TYPES.map((type) => {
                const row = draft.features[type];
                const label = names.get(type) ?? type;
                return (
                  <tr
                    key={type}
                    className="grid grid-cols-2 gap-2 border-t border-slate-200 py-3 sm:table-row sm:py-0"
                  >
                    <th
                      scope="row"
                      className="col-span-2 text-start font-semibold text-slate-800 sm:py-3 sm:pe-3"
                    >
                      {label}
                    </th>
                    <td className="sm:py-3 sm:pe-3">
                      <Select
                        name={`features.${type}.inclusion`}
                        label={t("adminOffers.form.inclusion_of", { feature: label })}
                        hideLabel
                        value={row.inclusion}
                        onChange={(e) => setFeature(type, { inclusion: e.target.value as Inclusion })}
                      >
                        <option value="none">{t("adminOffers.form.not_included")}</option>
                        <option value="limited">{t("adminOffers.form.limited")}</option>
                        <option value="unlimited">{t("adminOffers.form.unlimited")}</option>
                      </Select>
                    </td>
                    <td className="sm:w-36 sm:py-3">
                      {row.inclusion === "limited" ? (
                        <Input
                          name={`features.${type}.limit`}
                          label={t("adminOffers.form.limit_of", { feature: label })}
                          hideLabel
                          inputMode="numeric"
                          dir="ltr"
                          value={row.limit}
                          error={featureError(type)}
                          onChange={(e) => setFeature(type, { limit: e.target.value })}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
      </Card>

      <div className="flex justify-end gap-3">
        <Link
          to="/admin/packages"
          className="px-4 py-2.5 text-sm font-semibold text-slate-700 hover:underline"
        >
          {t("adminOffers.form.cancel")}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("adminOffers.saving") : t("adminOffers.form.save")}
        </Button>
      </div>
    </form>
  );
}
