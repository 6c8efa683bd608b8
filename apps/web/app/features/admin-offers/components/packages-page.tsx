import type { TAdminPackage, TAdminPackageList } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { apiGet, apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";
import { packageHref, PACKAGES_KEY } from "../admin-offers";
import { OffersHeader } from "./offers-header";
import { QueryView } from "./query-view";

/** /admin/packages: every package with its price, validity, holders and features; put on or taken off sale. */
export function PackagesPage() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [PACKAGES_KEY],
    queryFn: () => apiGet<TAdminPackageList>(PACKAGES_KEY),
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <OffersHeader
        title={t("adminOffers.packages.title")}
        lead={t("adminOffers.packages.lead")}
        action={
          <Link to={packageHref("new")} className={buttonClasses()}>
            {t("adminOffers.packages.new")}
          </Link>
        }
      />
      <QueryView
        query={list}
        isEmpty={(data) => data.packages.length === 0}
        emptyText={t("adminOffers.packages.empty")}
      >
        {(data) => (
          <ul className="mt-8 flex flex-col gap-3">
            {data.packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

/** "30 days" or "36 hours": whole days when the hours make them. */
export function useDurationText() {
  const { t } = useTranslation();
  return (hours: number) =>
    hours % 24 === 0
      ? t("adminOffers.packages.days", { count: hours / 24 })
      : t("adminOffers.packages.hours", { count: hours });
}

function PackageCard({ pkg }: { pkg: TAdminPackage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const durationText = useDurationText();
  const toggle = useMutation({
    mutationFn: () =>
      apiPost<TAdminPackage>(
        `${PACKAGES_KEY}/${pkg.id}/status`,
        { is_active: !pkg.is_active },
        { lang: locale },
      ),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(actionFailureMessage(error, t)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [PACKAGES_KEY] }),
  });
  const name = locale === "ar" ? pkg.name_ar : pkg.name;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">
            <Link to={packageHref(pkg.id)} className="hover:text-brand-800 hover:underline" dir="auto">
              {name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600" dir="auto">
            {locale === "ar" ? pkg.name : pkg.name_ar}
          </p>
        </div>
        <StatusBadge
          tone={pkg.is_active ? "good" : "neutral"}
          state={pkg.is_active ? "on_sale" : "off_sale"}
          text={t(pkg.is_active ? "adminOffers.packages.on_sale" : "adminOffers.packages.off_sale")}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t("adminOffers.packages.price")}>
          {pkg.package_type === "free" ? (
            t("adminOffers.packages.free")
          ) : (
            <span className="tabular-nums [unicode-bidi:isolate]">
              {formatPaid(pkg.price_minor, pkg.currency, locale)}
            </span>
          )}
        </Fact>
        <Fact label={t("adminOffers.packages.duration")}>{durationText(pkg.duration_hours)}</Fact>
        <Fact label={t("adminOffers.packages.holders")}>{pkg.holders.toLocaleString(locale)}</Fact>
        <Fact label={t("adminOffers.packages.ios")}>
          {pkg.ios_product_id ? <span dir="ltr">{pkg.ios_product_id}</span> : "—"}
        </Fact>
      </dl>
      <ul className="flex flex-wrap gap-2" aria-label={t("adminOffers.packages.features")}>
        {pkg.features.length === 0 ? (
          <li className="text-sm text-slate-500">{t("adminOffers.packages.no_features")}</li>
        ) : (
          pkg.features.map((feature) => (
            <li key={feature.type} className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
              {locale === "ar" ? feature.name_ar : feature.name}
              {" · "}
              {feature.limit_type === "unlimited"
                ? t("adminOffers.packages.unlimited")
                : feature.limit?.toLocaleString(locale)}
            </li>
          ))
        )}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={packageHref(pkg.id)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("adminOffers.packages.edit")}
        </Link>
        <Button
          size="sm"
          variant={pkg.is_active ? "ghost" : "secondary"}
          disabled={toggle.isPending}
          aria-label={t(
            pkg.is_active ? "adminOffers.packages.take_off_label" : "adminOffers.packages.put_on_label",
            {
              name,
            },
          )}
          onClick={() => toggle.mutate()}
        >
          {t(pkg.is_active ? "adminOffers.packages.take_off" : "adminOffers.packages.put_on")}
        </Button>
      </div>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
