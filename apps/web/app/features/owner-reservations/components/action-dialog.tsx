import type { OwnerReservation } from "../owner-reservations";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  DECLINE_REASON_MAX,
  DECLINE_REASON_MIN,
  declineReasonProblemOf,
  type ReservationAction,
} from "../owner-reservations";

type ActionDialogProps = {
  reservation: OwnerReservation;
  action: ReservationAction;
  guestName: string;
  isSending: boolean;
  /** The API's refusal, already in the owner's language. */
  error: string | null;
  onClose: () => void;
  onConfirm: (reason?: string) => void;
};

/**
 * Every owner decision is confirmed here first: a decline needs the reason the guest will read, a cancellation
 * may give one; the rest only ask "sure?". Radix traps focus, Escape closes, the title names the dialog.
 */
export function ActionDialog({
  reservation,
  action,
  guestName,
  isSending,
  error,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<"too_short" | "too_long" | null>(null);
  const asksReason = action.kind === "decline" || action.kind === "cancel";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.kind === "decline") {
      const found = declineReasonProblemOf(reason);
      setProblem(found);
      if (found) return;
    }
    onConfirm(asksReason && reason.trim() ? reason.trim() : undefined);
  };

  const key = `owner_reservations.confirm.${action.kind}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${key}.title`)}
      description={t(`${key}.lead`, { name: guestName, reference: reservation.reference })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {asksReason ? (
          <Textarea
            label={t(
              action.kind === "decline" ? "owner_reservations.reason" : "owner_reservations.reason_optional",
            )}
            hint={t("owner_reservations.reason_counter", {
              used: formatNumber(reason.trim().length, locale),
              max: formatNumber(DECLINE_REASON_MAX, locale),
            })}
            error={
              problem
                ? t(`owner_reservations.reason_${problem}`, {
                    min: formatNumber(DECLINE_REASON_MIN, locale),
                    max: formatNumber(DECLINE_REASON_MAX, locale),
                  })
                : undefined
            }
            dir="auto"
            value={reason}
            required={action.kind === "decline"}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        ) : null}
        <FormAlert tone="error">{error}</FormAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("owner_reservations.back")}
          </Button>
          <Button
            type="submit"
            variant={action.kind === "decline" || action.kind === "cancel" ? "danger" : "primary"}
            disabled={isSending}
          >
            {isSending ? t("owner_reservations.sending") : t(`${key}.confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
