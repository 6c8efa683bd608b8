import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "../../../components/ui/toast";
import { Button } from "../../../components/ui/button";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { currentSubscription, subscribeThisDevice, unsubscribeThisDevice } from "../push/push-client";
import { browserSupportsPush, pushPermission, type PushPermission } from "../push/push-decision";
import { useVapidKey } from "../push/use-push-setup";

export const PUSH_DEVICE_KEY = "push-device";

/**
 * Push on this browser: whether it is on, a way to turn it on or off, and what to do when the browser blocks it.
 * Nothing at all where the server sends no push (no VAPID key).
 */
export function PushDevice() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const supported = browserSupportsPush();
  const vapidKey = useVapidKey();
  const [permission, setPermission] = useState<PushPermission>(() => pushPermission());
  const device = useQuery({
    queryKey: [PUSH_DEVICE_KEY],
    queryFn: async () => Boolean(await currentSubscription()),
    enabled: supported && Boolean(vapidKey.data),
    staleTime: 0,
    retry: false,
  });
  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(vapidKey.data!, locale),
    onSuccess: (outcome) => {
      setPermission(pushPermission());
      if (outcome === "subscribed") toast.success(t("notifications.push.turned_on"));
      if (outcome === "failed") toast.error(t("notifications.push.failed"));
      void client.invalidateQueries({ queryKey: [PUSH_DEVICE_KEY] });
    },
  });
  const turnOff = useMutation({
    mutationFn: unsubscribeThisDevice,
    onSuccess: () => {
      toast.success(t("notifications.push.turned_off"));
      void client.invalidateQueries({ queryKey: [PUSH_DEVICE_KEY] });
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  if (supported && !vapidKey.data) return null;

  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="push-device">
      <h3 className="text-sm font-bold text-slate-900">{t("notifications.push.device_title")}</h3>
      {!supported ? (
        <p className="mt-1 text-sm text-slate-600">{t("notifications.push.unsupported")}</p>
      ) : permission === "denied" ? (
        <p className="mt-1 text-sm text-slate-600">{t("notifications.push.denied_help")}</p>
      ) : device.data ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t("notifications.push.device_on")}</p>
          <Button size="sm" variant="outline" onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>
            {t("notifications.push.turn_off_device")}
          </Button>
        </div>
      ) : (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t("notifications.push.device_off")}</p>
          <Button size="sm" onClick={() => turnOn.mutate()} disabled={turnOn.isPending || device.isPending}>
            {t("notifications.push.turn_on_device")}
          </Button>
        </div>
      )}
    </div>
  );
}
