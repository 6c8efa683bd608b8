import type { TPackageLimitStatus } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { apiGet, apiPost } from "../../lib/api/browser-api";
import { actionFailureMessage } from "../../lib/api/error-message";
import { formatDate } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { Button, buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";
import {
  featureBlockerOf,
  featureCheckOf,
  FEATURED_KEY,
  liveAdvertisementOf,
  type Advertisement,
  type FeatureKind,
} from "./featured-items";

type FeatureActionProps = {
  kind: FeatureKind;
  id: number;
  title: string;
  /** The member's advertisements (get-featured-data), to tell whether this listing is featured already. */
  ads: readonly Advertisement[] | undefined;
};

type Step =
  { name: "idle" } | { name: "gate"; blocker: "not_subscribed" | "package_limit_over" } | { name: "confirm" };

/**
 * "Feature this" on one of the member's approved listings (spec §6, §7): the package is asked first; without a
 * feature credit the gate dialog leads to the packages, with one the member confirms and the API spends it.
 */
export function FeatureAction({ kind, id, title, ads }: FeatureActionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const check = featureCheckOf(kind);
  const live = liveAdvertisementOf(ads, kind, id);

  const ask = useMutation({
    // Always fresh: a credit may have been spent in another tab a minute ago.
    mutationFn: () => apiGet<TPackageLimitStatus>("check-package-limit", { type: check, lang: locale }),
    onSuccess: (answer) => {
      const blocker = featureBlockerOf(answer.data);
      setStep(blocker ? { name: "gate", blocker } : { name: "confirm" });
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });
  const feature = useMutation({
    mutationFn: () =>
      apiPost<Advertisement>(
        "store_advertisement",
        { feature_for: kind, [kind === "property" ? "property_id" : "project_id"]: id },
        { lang: locale },
      ),
    onSuccess: (answer) => {
      setStep({ name: "idle" });
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: [FEATURED_KEY] });
      void queryClient.invalidateQueries({ queryKey: ["check-package-limit"] });
      void navigate("/user/advertisement");
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  if (live) {
    return (
      <Button variant="secondary" size="sm" disabled data-testid="feature-done">
        {live.end_date
          ? t("advertisement.featured_until", { date: formatDate(live.end_date, locale) })
          : t(`advertisement.state.${live.status}`)}
      </Button>
    );
  }

  const close = (open: boolean) => {
    if (!open) setStep({ name: "idle" });
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={ask.isPending}
        aria-label={t("advertisement.feature_label", { title })}
        onClick={() => ask.mutate()}
        data-testid="feature-this"
      >
        {ask.isPending ? t("advertisement.checking") : t("advertisement.feature")}
      </Button>
      {step.name === "gate" ? (
        <Dialog
          open
          onOpenChange={close}
          title={t(`gates.title.${step.blocker}`)}
          description={t(`gates.message.${step.blocker}`)}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => close(false)}>
              {t("gates.not_now")}
            </Button>
            <Link to={`/subscription-plan?feature=${check}`} className={buttonClasses({})}>
              {t(`gates.action.${step.blocker}`)}
            </Link>
          </div>
        </Dialog>
      ) : null}
      {step.name === "confirm" ? (
        <Dialog
          open
          onOpenChange={close}
          title={t("advertisement.confirm_title", { title })}
          description={t("advertisement.confirm_lead")}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => close(false)}>
              {t("advertisement.cancel")}
            </Button>
            <Button disabled={feature.isPending} onClick={() => feature.mutate()}>
              {feature.isPending ? t("advertisement.sending") : t("advertisement.confirm")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
