import type { TPackageCard } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SparkIcon, StarIcon } from "../../../components/icons/icons";
import { Price } from "../../../components/ui/price";
import { durationMessage } from "../plan-duration";
import { featureMessage } from "../plan-features";

type PlanCardProps = {
  plan: TPackageCard;
  /** The viewer holds this package now. */
  isCurrent: boolean;
  /** It includes the feature a gate sent the visitor for. */
  isHighlighted: boolean;
  /** The button (or note) at the bottom of the card. */
  action: ReactNode;
};

/** One package on sale: its price in the visitor's currency, how long it runs and what it gives. */
export function PlanCard({ plan, isCurrent, isHighlighted, action }: PlanCardProps) {
  const { t } = useTranslation();
  const headingId = `plan-${plan.id}-name`;
  const duration = durationMessage(plan.duration);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-plan-id={plan.id}
      data-highlighted={isHighlighted}
      className={clsx(
        "flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm",
        isHighlighted ? "ring-2 ring-brand-600" : "ring-1 ring-slate-200/80",
      )}
    >
      <div className="flex min-h-7 flex-wrap gap-1.5">
        {isCurrent ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white"
            data-testid="plan-current"
          >
            <StarIcon className="size-3.5" />
            {t("plans.current")}
          </span>
        ) : null}
        {isHighlighted ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900"
            data-testid="plan-highlight"
          >
            <SparkIcon className="size-3.5" />
            {t("plans.includes_requested")}
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-3 text-3xl font-extrabold text-slate-900" data-testid="plan-price">
        {plan.package_type === "free" ? (
          t("plans.free")
        ) : (
          <Price amountMinor={plan.price_minor} currency={plan.currency} />
        )}
      </p>
      <dl className="mt-2 flex gap-1 text-sm text-slate-600">
        <dt>{t("plans.duration_label")}:</dt>
        <dd className="font-semibold text-slate-800" data-testid="plan-duration">
          {t(duration.key, { count: duration.count })}
        </dd>
      </dl>
      <h3 className="sr-only">{t("plans.features_heading")}</h3>
      {plan.features.length > 0 ? (
        <ul className="mt-5 flex flex-1 flex-col gap-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
          {plan.features.map((feature) => {
            const message = featureMessage(feature);
            return (
              <li key={feature.id} className="flex items-start gap-2" data-feature-type={feature.type}>
                <CheckMark />
                <span>
                  {message.count === undefined ? t(message.key) : t(message.key, { count: message.count })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-5 flex-1 border-t border-slate-100 pt-5 text-sm text-slate-500">
          {t("plans.no_features")}
        </p>
      )}
      <div className="mt-6">{action}</div>
    </article>
  );
}

function CheckMark() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      className="mt-0.5 size-4 shrink-0 text-brand-700"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
