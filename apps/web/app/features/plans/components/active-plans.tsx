import { isConsumableFeature, type TActivePackage } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { featureUsage } from "../plan-features";

/** The signed-in member's packages now running, with the credits each has used and when it ends. */
export function ActivePlans({ packages }: { packages: readonly TActivePackage[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="active-plans-title" className="mt-8" data-testid="active-plans">
      <h2 id="active-plans-title" className="text-xl font-bold text-slate-900">
        {t("plans.active.title")}
      </h2>
      {packages.length === 0 ? (
        <p className="mt-2 text-slate-600" data-testid="active-plans-none">
          {t("plans.active.none")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {packages.map((held) => (
            <li key={held.user_package_id}>
              <Card className="p-5" data-testid="active-plan">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-bold text-slate-900">{held.name}</h3>
                  <p className="text-sm text-slate-600" data-testid="active-plan-ends">
                    {t("plans.active.ends", { date: formatDate(held.end_date, locale) })}
                  </p>
                </div>
                <ul className="mt-4 flex flex-col gap-3 text-sm">
                  {held.features.map((feature) => {
                    const usage = featureUsage(feature);
                    const name = isConsumableFeature(feature.type)
                      ? t(`plans.usage_feature.${feature.type}`)
                      : t(`plans.feature.${feature.type}`);
                    if (!usage) {
                      return (
                        <li key={feature.id} className="flex justify-between gap-3">
                          <span className="text-slate-700">{name}</span>
                          <span className="font-semibold text-slate-900">
                            {isConsumableFeature(feature.type)
                              ? t("plans.active.unlimited")
                              : t("plans.active.included")}
                          </span>
                        </li>
                      );
                    }
                    const numbers = {
                      used: formatNumber(usage.used, locale),
                      total: formatNumber(usage.total, locale),
                    };
                    return (
                      <li key={feature.id} className="flex flex-col gap-1.5">
                        <div className="flex justify-between gap-3">
                          <span className="text-slate-700">{name}</span>
                          <span className="font-semibold text-slate-900 tabular-nums">
                            {t("plans.active.usage", numbers)}
                          </span>
                        </div>
                        <div
                          role="progressbar"
                          aria-valuemin={0}
                          aria-valuemax={usage.total}
                          aria-valuenow={usage.used}
                          aria-label={t("plans.active.usage_label", { feature: name, ...numbers })}
                          aria-valuetext={t("plans.active.usage", numbers)}
                          className="h-2 overflow-hidden rounded-full bg-slate-100"
                        >
                          <div
                            className={usage.percent >= 100 ? "h-full bg-amber-500" : "h-full bg-brand-600"}
                            style={{ width: `${usage.percent}%` }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
