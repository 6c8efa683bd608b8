import type { TCancellationPreview, TReservation } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { SHOWS_ERRORS_IN_PLACE } from "../../../lib/query/query-client";
import { LoadingLine } from "../../stay-booking/components/stay-calendar";
import { chargedMoney } from "../../stay-checkout/stay-format";
import { moneyClass } from "../../stay-checkout/components/price-lines";
import { cancelReservation, previewCancellation } from "../reservations-api";
import { isolate, RESERVATIONS_KEY } from "../reservations-view";

/**
 * "Cancel booking": the dialog first asks the server what the policy refunds now (`preview: 1`) and shows it in its
 * own words, so the guest confirms knowing the amount. Focus stays inside; Escape closes.
 */
export function CancelDialog({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const preview = useQuery<TCancellationPreview>({
    // Not under RESERVATIONS_KEY: refreshing the lists after a cancellation must not ask for a preview again.
    queryKey: ["reservation-cancel-preview", reservation.id, locale],
    queryFn: () => previewCancellation(reservation.id, locale),
    enabled: open,
    // Every opening asks again: the refund changes when the deadline passes.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
  });
  const cancel = useMutation({
    mutationFn: () => cancelReservation(reservation.id, reason.trim(), locale),
    onSuccess: (answer) => {
      setOpen(false);
      toast.success(answer.message || t("my_reservations.cancel.done"));
      void queryClient.invalidateQueries({ queryKey: [RESERVATIONS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ["customer-reservation-counts"] });
    },
    // Spec §8: "Cancellation failed" also as a toast; the dialog keeps it beside the button.
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      title={t("my_reservations.cancel.title", { reference: isolate(reservation.reference) })}
      trigger={
        <Button variant="outline" size="sm" data-testid="reservation-cancel">
          {t("my_reservations.actions.cancel")}
        </Button>
      }
    >
      <div className="flex flex-col gap-4" data-testid="cancel-dialog">
        {preview.isPending ? (
          <LoadingLine>{t("my_reservations.cancel.checking")}</LoadingLine>
        ) : preview.isError ? (
          <FormAlert tone="error">{actionFailureMessage(preview.error, t)}</FormAlert>
        ) : (
          <div className="rounded-xl bg-slate-50 p-4" data-testid="cancel-preview">
            <p className="text-sm text-slate-600">{t("my_reservations.cancel.refund")}</p>
            <p
              className={`${moneyClass} mt-1 text-2xl font-extrabold text-slate-900`}
              data-testid="cancel-refund"
            >
              {chargedMoney(preview.data.refund_minor, preview.data.currency, locale)}
            </p>
            <p className="mt-2 text-sm text-slate-700" dir="auto">
              {preview.data.explanation}
            </p>
          </div>
        )}
        <Textarea
          label={t("my_reservations.cancel.reason")}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={1000}
          dir="auto"
        />
        {cancel.isError ? (
          <div data-testid="cancel-error">
            <FormAlert tone="error">{actionFailureMessage(cancel.error, t)}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("my_reservations.cancel.keep")}
          </Button>
          <Button
            variant="danger"
            onClick={() => cancel.mutate()}
            disabled={!preview.isSuccess || cancel.isPending}
            data-testid="cancel-confirm"
          >
            {cancel.isPending ? t("my_reservations.cancel.pending") : t("my_reservations.cancel.confirm")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
