import { LOYALTY_TIER_STAYS, MAX_LOYALTY_TIER } from "@manzil/domain/reservations";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { loyaltyStandings, type LoyaltyStanding } from "../loyalty-view";
import { useLoyaltyCounts } from "../reservations-api";

/**
 * Loyalty per kind of stay (spec §4: tiers at 5, 10, 15, 20 completed stays, then the maximum): "2 more stays to
 * the next tier", the tier reached, and the discount that waits for the next booking. Says nothing when the counts
 * cannot be had: it is a bonus on the page, not its purpose.
 */
export function LoyaltyProgress({ viewerId }: { viewerId: number | null }) {
  const { t } = useTranslation();
  const counts = useLoyaltyCounts(viewerId);
  const standings = counts.data ? loyaltyStandings(counts.data) : [];
  if (standings.length === 0) return null;
  return (
    <section aria-labelledby="loyalty-title" className="mt-6" data-testid="loyalty-progress">
      <h2 id="loyalty-title" className="text-lg font-bold text-slate-900">
        {t("my_reservations.loyalty.title")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {standings.map((standing) => (
          <Standing key={standing.kind} standing={standing} />
        ))}
      </div>
    </section>
  );
}

function Standing({ standing }: { standing: LoyaltyStanding }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const top = standing.tier === MAX_LOYALTY_TIER;
  const goal = top
    ? standing.completed
    : ((LOYALTY_TIER_STAYS as readonly number[])[standing.tier] ?? standing.completed);
  const percent = goal > 0 ? Math.min(100, Math.round((standing.completed / goal) * 100)) : 100;
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid={`loyalty-${standing.kind}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-bold text-slate-900">{t(`my_reservations.loyalty.kind.${standing.kind}`)}</h3>
        <span className="text-sm font-semibold text-brand-800">
          {standing.tier === 0
            ? t("my_reservations.loyalty.no_tier")
            : top
              ? t("my_reservations.loyalty.top_tier")
              : t("my_reservations.loyalty.tier", { tier: formatNumber(standing.tier, locale) })}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {t("my_reservations.loyalty.completed", { count: standing.completed })}
      </p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(standing.completed, goal)}
        aria-label={t(`my_reservations.loyalty.kind.${standing.kind}`)}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium text-slate-800" data-testid="loyalty-next">
        {standing.staysToNext === null
          ? t("my_reservations.loyalty.at_top")
          : standing.nextDiscountPercent !== null
            ? t("my_reservations.loyalty.to_next_discount", {
                count: standing.staysToNext,
                percent: formatNumber(standing.nextDiscountPercent, locale),
              })
            : t("my_reservations.loyalty.to_next", { count: standing.staysToNext })}
      </p>
      {standing.discountReady ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {t("my_reservations.loyalty.ready", {
            percent: formatNumber(standing.discountReady.percent, locale),
          })}
        </p>
      ) : null}
    </Card>
  );
}
