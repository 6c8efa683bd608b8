import type { TReservation } from "@manzil/domain/contracts";
import { fromMinorUnits, minorUnitExponent, toMinorUnits } from "@manzil/domain/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { chargedMoney } from "../../stay-checkout/stay-format";
import { requestRefund } from "../reservations-api";
import { isolate, RESERVATIONS_KEY, refundableMinor } from "../reservations-view";

/**
 * "Request a refund" on a paid booking: an amount up to what was paid and not yet refunded, and a reason; the
 * owner (or an admin) decides. The page checks the bound to help; the server checks it for real.
 */
export function RefundDialog({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const maxMinor = refundableMinor(reservation);
  const maxMajor = fromMinorUnits(maxMinor, reservation.currency);
  const step = 1 / 10 ** minorUnitExponent(reservation.currency);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(maxMajor));
  const [reason, setReason] = useState("");
  const [local, setLocal] = useState<{ amount?: string; reason?: string }>({});
  const send = useMutation({
    mutationFn: () => requestRefund(reservation.id, Number(amount), reason.trim(), locale),
    onSuccess: (answer) => {
      setOpen(false);
      toast.success(answer.message || t("my_reservations.refund.sent"));
      void queryClient.invalidateQueries({ queryKey: [RESERVATIONS_KEY] });
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const serverField = (name: string) =>
    send.error instanceof ApiRequestError ? send.error.fieldErrors?.[name]?.[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof local = {};
    const value = Number(amount);
    let minor = Number.NaN;
    try {
      minor = toMinorUnits(amount.trim(), reservation.currency);
    } catch {
      // Not a number in this currency's precision: said below.
    }
    if (!amount.trim() || !Number.isFinite(value) || !Number.isFinite(minor) || minor <= 0) {
      errors.amount = t("my_reservations.refund.amount_invalid");
    } else if (minor > maxMinor) {
      errors.amount = t("my_reservations.refund.amount_too_much", {
        max: chargedMoney(maxMinor, reservation.currency, locale),
      });
    }
    if (!reason.trim()) errors.reason = t("my_reservations.refund.reason_required");
    setLocal(errors);
    if (Object.keys(errors).length === 0) send.mutate();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          send.reset();
          setLocal({});
        }
      }}
      title={t("my_reservations.refund.title", { reference: isolate(reservation.reference) })}
      description={t("my_reservations.refund.lead", {
        max: chargedMoney(maxMinor, reservation.currency, locale),
      })}
      trigger={
        <Button variant="outline" size="sm" data-testid="reservation-refund">
          {t("my_reservations.actions.refund")}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="refund-dialog">
        <Input
          label={t("my_reservations.refund.amount", { currency: reservation.currency })}
          name="amount"
          type="number"
          inputMode="decimal"
          min={step}
          max={maxMajor}
          step={step}
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={local.amount ?? serverField("amount")}
        />
        <Textarea
          label={t("my_reservations.refund.reason")}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={1000}
          required
          dir="auto"
          error={local.reason ?? serverField("reason")}
        />
        {send.isError && !(send.error instanceof ApiRequestError && send.error.fieldErrors) ? (
          <FormAlert tone="error">{actionFailureMessage(send.error, t)}</FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("my_reservations.refund.close")}
          </Button>
          <Button type="submit" disabled={send.isPending} data-testid="refund-send">
            {send.isPending ? t("my_reservations.refund.pending") : t("my_reservations.refund.send")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
