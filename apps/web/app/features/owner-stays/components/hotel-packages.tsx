import type { THotelAddonPackage } from "@manzil/domain/contracts";
import { formatMoney } from "@manzil/domain/currency";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useLocale } from "../../../lib/i18n/use-locale";

/** The hotel's add-on packages, read only: they are changed in the listing editor. */
export function HotelPackages({ packages, editHref }: { packages: THotelAddonPackage[]; editHref: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="stay-packages" className="flex flex-col gap-3" data-testid="hotel-packages">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stay-packages" className="text-lg font-bold text-slate-900">
          {t("owner_stays.packages.title")}
        </h2>
        <Link to={editHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("owner_stays.packages.edit")}
        </Link>
      </div>
      {packages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("owner_stays.packages.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {packages.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-200"
              data-testid="hotel-package"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  <bdi>{(locale === "ar" ? item.name_ar : null) || item.name}</bdi>
                </h3>
                <StatusBadge
                  tone={item.status === "active" ? "good" : "neutral"}
                  state={item.status}
                  text={t(`owner_stays.packages.status_${item.status}`)}
                />
              </div>
              <p className="text-base font-bold text-brand-800 tabular-nums [unicode-bidi:isolate]">
                {formatMoney({ amount: item.total_price_minor, currency: item.currency }, locale)}
              </p>
              <p className="text-xs text-slate-600">{t(`owner_stays.packages.basis_${item.basis}`)}</p>
              {item.addon_values.length > 0 ? (
                <p className="text-xs text-slate-500">
                  <bdi>
                    {item.addon_values.map((value) => value.name).join(t("owner_stays.list_separator"))}
                  </bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
