import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "../../../components/ui/toast";
import { BellIcon, CloseIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { useLocale } from "../../../lib/i18n/use-locale";
import { listenForPushOffers } from "../push/offer-push";
import { fetchVapidKey, subscribeThisDevice, VAPID_KEY_PATH } from "../push/push-client";
import {
  browserSupportsPush,
  pushPermission,
  readDismissal,
  rememberDismissal,
  shouldOfferPush,
  type PushMoment,
} from "../push/push-decision";
import { PUSH_DEVICE_KEY } from "./push-device";

type PromptState = { step: "offer" | "busy" | "denied"; moment: PushMoment } | null;

/**
 * Spec §1 "notifications (push)": a small card that offers push after a moment that earns it (offerPushAfter),
 * never on a first page load. Mounted once for signed-in members; it shows itself only when shouldOfferPush says so.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [state, setState] = useState<PromptState>(null);

  useEffect(
    () =>
      listenForPushOffers((moment) => {
        if (!browserSupportsPush()) return;
        void client
          .fetchQuery({ queryKey: [VAPID_KEY_PATH], queryFn: fetchVapidKey, staleTime: Infinity })
          .then((vapidKey) => {
            const offer = shouldOfferPush({
              supported: true,
              permission: pushPermission(),
              vapidKey,
              dismissedAt: readDismissal(),
              now: Date.now(),
            });
            if (offer) setState((current) => current ?? { step: "offer", moment });
          })
          .catch(() => undefined);
      }),
    [client],
  );

  if (state === null) return null;

  const notNow = () => {
    rememberDismissal(Date.now());
    setState(null);
  };
  const accept = async () => {
    const vapidKey = client.getQueryData<string | null>([VAPID_KEY_PATH]);
    if (!vapidKey) return setState(null);
    setState({ step: "busy", moment: state.moment });
    const outcome = await subscribeThisDevice(vapidKey, locale);
    void client.invalidateQueries({ queryKey: [PUSH_DEVICE_KEY] });
    if (outcome === "denied") return setState({ step: "denied", moment: state.moment });
    setState(null);
    if (outcome === "subscribed") toast.success(t("notifications.push.turned_on"));
    else if (outcome === "failed") toast.error(t("notifications.push.failed"));
    else rememberDismissal(Date.now());
  };

  return (
    <aside
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      className="fixed inset-x-3 bottom-3 z-50 flex gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:inset-x-auto sm:end-6 sm:bottom-6 sm:w-96"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
        <BellIcon />
      </span>
      <div className="min-w-0 flex-1">
        {state.step === "denied" ? (
          <>
            <p id="push-prompt-title" className="text-sm font-bold text-slate-900">
              {t("notifications.push.denied_title")}
            </p>
            <p className="mt-1 text-xs text-slate-600">{t("notifications.push.denied_help")}</p>
          </>
        ) : (
          <>
            <p id="push-prompt-title" className="text-sm font-bold text-slate-900">
              {t("notifications.push.prompt_title")}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {t(`notifications.push.prompt_body.${state.moment}`)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void accept()} disabled={state.step === "busy"}>
                {t("notifications.push.turn_on")}
              </Button>
              <Button size="sm" variant="ghost" onClick={notNow} disabled={state.step === "busy"}>
                {t("notifications.push.not_now")}
              </Button>
            </div>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={state.step === "denied" ? () => setState(null) : notNow}
        aria-label={t("notifications.push.close")}
        className="self-start rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}
