import {
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TNotificationPreferences,
} from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Card } from "../../../components/ui/card";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Toggle } from "../../../components/ui/toggle";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import {
  fetchNotificationPreferences,
  NOTIFICATION_PREFERENCES_KEY,
  saveNotificationPreferences,
  saveNotificationsEnabled,
} from "../notifications-api";
import { PushDevice } from "./push-device";

/** Push per kind is on unless the member switched it off. */
const pushOf = (preferences: TNotificationPreferences, kind: TNotificationKind) =>
  preferences.preferences.find((preference) => preference.kind === kind)?.push ?? true;

/**
 * "Notification settings": the profile's global switch, push per kind of notice, and push on this device.
 * Each switch saves at once and shows the server's answer.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const queryKey = [NOTIFICATION_PREFERENCES_KEY, viewerId];
  const preferences = useQuery({
    queryKey,
    queryFn: () => fetchNotificationPreferences(locale),
    refetchOnMount: "always",
  });
  const onFailed = (error: unknown) => {
    toast.error(actionFailureMessage(error, t));
    void client.invalidateQueries({ queryKey });
  };
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) => saveNotificationsEnabled(enabled, locale),
    onMutate: (enabled) =>
      client.setQueryData<TNotificationPreferences>(queryKey, (current) =>
        current ? { ...current, notifications_enabled: enabled } : current,
      ),
    onSuccess: () => toast.success(t("notifications.settings.saved")),
    onError: onFailed,
  });
  const setKind = useMutation({
    mutationFn: ({ kind, push }: { kind: TNotificationKind; push: boolean }) =>
      saveNotificationPreferences({ preferences: [{ kind, push }] }, locale),
    onMutate: ({ kind, push }) =>
      client.setQueryData<TNotificationPreferences>(queryKey, (current) =>
        current
          ? {
              ...current,
              preferences: [
                ...current.preferences.filter((preference) => preference.kind !== kind),
                { kind, push },
              ],
            }
          : current,
      ),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, answer);
      toast.success(t("notifications.settings.saved"));
    },
    onError: onFailed,
  });

  return (
    <section aria-labelledby="notification-settings-title" className="mt-12">
      <h2 id="notification-settings-title" className="text-xl font-bold text-slate-900">
        {t("notifications.settings.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("notifications.settings.lead")}</p>
      {preferences.isPending ? (
        <p className="mt-6 text-sm text-slate-500" role="status">
          {t("shell.loading")}
        </p>
      ) : preferences.isError ? (
        <QueryFailure
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          retryLabel={t("notifications.retry")}
        />
      ) : (
        <Card className="mt-6 flex flex-col gap-6 p-5 sm:p-6">
          <Toggle
            label={t("notifications.settings.enabled")}
            description={t("notifications.settings.enabled_hint")}
            checked={preferences.data.notifications_enabled}
            onChange={(enabled) => setEnabled.mutate(enabled)}
          />
          <PushDevice />
          <fieldset disabled={!preferences.data.notifications_enabled} className="disabled:opacity-60">
            <legend className="text-sm font-bold text-slate-900">{t("notifications.settings.kinds")}</legend>
            <p className="mt-1 text-xs text-slate-500">
              {preferences.data.notifications_enabled
                ? t("notifications.settings.kinds_hint")
                : t("notifications.settings.kinds_off")}
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-x-8">
              {NOTIFICATION_KINDS.map((kind) => (
                <Toggle
                  key={kind}
                  label={t(`notifications.kind.${kind}`)}
                  checked={pushOf(preferences.data, kind)}
                  onChange={(push) => setKind.mutate({ kind, push })}
                />
              ))}
            </div>
          </fieldset>
        </Card>
      )}
    </section>
  );
}
