import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { REFUND_REASON_MAX, REFUND_REASON_MIN, refundReasonProblemOf } from "../refund-approvals";

/**
 * Approve (a plain "sure?": the money goes back through the payment provider) or reject (with the reason the guest
 * will read). Keyboard: focus is trapped in the dialog, Escape closes it, Enter submits.
 */
export function RefundDecisionDialog({
  kind,
  guestName,
  amountText,
  isSending,
  error,
  reasonError,
  onClose,
  onDecide,
}: {
  kind: "approve" | "reject";
  guestName: string;
  amountText: string;
  isSending: boolean;
  error: string | null;
  /** The API's word on the reason itself (a 422 at `rejection_reason`). */
  reasonError?: string | undefined;
  onClose: () => void;
  onDecide: (reason?: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<"too_short" | "too_long" | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === "approve") return onDecide();
    const found = refundReasonProblemOf(reason);
    setProblem(found);
    if (!found) onDecide(reason.trim());
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`refund_approvals.${kind}_dialog.title`)}
      description={t(`refund_approvals.${kind}_dialog.lead`, { name: guestName, amount: amountText })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {kind === "reject" ? (
          <Textarea
            label={t("refund_approvals.reject_dialog.reason")}
            hint={t("refund_approvals.reject_dialog.counter", {
              used: formatNumber(reason.trim().length, locale),
              max: formatNumber(REFUND_REASON_MAX, locale),
            })}
            error={
              problem
                ? t(`refund_approvals.reject_dialog.${problem}`, {
                    min: formatNumber(REFUND_REASON_MIN, locale),
                    max: formatNumber(REFUND_REASON_MAX, locale),
                  })
                : reasonError
            }
            dir="auto"
            value={reason}
            required
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        ) : null}
        {reasonError && kind === "reject" ? null : <FormAlert tone="error">{error}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("refund_approvals.back")}
          </Button>
          <Button type="submit" variant={kind === "reject" ? "danger" : "primary"} disabled={isSending}>
            {isSending ? t("refund_approvals.sending") : t(`refund_approvals.${kind}_dialog.confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
