import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { TAX_KINDS, type TAdminTaxRates, type TUpdateTaxRatesBody } from "@manzil/domain/contracts";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ADMIN_TAXES_KEY, fieldErrorOf, percentText } from "../admin-site";
import { SectionCard } from "./section-card";

/** Tax rates per stay classification: new quotes use them at once; bookings already made keep theirs. */
export function TaxRatesSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const taxes = useQuery({
    queryKey: [ADMIN_TAXES_KEY, locale],
    queryFn: () => apiGet<TAdminTaxRates[]>(ADMIN_TAXES_KEY, { lang: locale }),
  });
  return (
    <SectionCard id="taxes" title={t("adminSite.taxes.title")} lead={t("adminSite.taxes.lead")} query={taxes}>
      {(rows) => (
        <div className="grid gap-4 lg:grid-cols-2">
          {rows.map((row) => (
            <TaxForm
              key={`${row.classification}-${row.service_charge_bp}-${row.sales_tax_bp}-${row.city_tax_bp}`}
              saved={row}
            />
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function TaxForm({ saved }: { saved: TAdminTaxRates }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const initial = {
    service_charge: percentText(saved.service_charge_bp),
    sales_tax: percentText(saved.sales_tax_bp),
    city_tax: percentText(saved.city_tax_bp),
  };
  const [draft, setDraft] = useState(initial);
  const save = useMutation({
    mutationFn: (body: TUpdateTaxRatesBody) =>
      apiPost<TAdminTaxRates[]>(ADMIN_TAXES_KEY, body as Record<string, unknown>, { lang: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData([ADMIN_TAXES_KEY, locale], answer);
      toast.success(answer.message);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = TAX_KINDS.filter((kind) => draft[kind].trim() !== initial[kind]);
    if (changed.length === 0) {
      toast.info(t("adminSite.nothing_changed"));
      return;
    }
    const body: TUpdateTaxRatesBody = { classification: saved.classification as 4 | 5 };
    for (const kind of changed) body[kind] = draft[kind].trim();
    save.mutate(body);
  };
  const heading = t(`adminSite.taxes.classification_${saved.classification}`);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={heading}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid={`tax-form-${saved.classification}`}
    >
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {TAX_KINDS.map((kind) => (
        <Input
          key={kind}
          name={kind}
          label={t(`adminSite.taxes.${kind}`)}
          hint={t("adminSite.taxes.hint")}
          inputMode="decimal"
          dir="ltr"
          value={draft[kind]}
          error={fieldErrorOf(save.error, kind)}
          onChange={(event) => setDraft({ ...draft, [kind]: event.target.value })}
        />
      ))}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? t("adminSite.saving") : t("adminSite.taxes.save")}
      </Button>
    </form>
  );
}
