import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { REASON_MAX, REASON_MIN, reasonProblemOf } from "../bank-transfers";

type RejectReasonDialogProps = {
  memberName: string;
  onClose: () => void;
  /** The server's word on the reason (a 422), already in the admin's language. */
  serverError?: string | undefined;
  isSending: boolean;
  onReject: (reason: string) => void;
};

/** The reason the member will read; 3–500 characters, checked here before the API checks it again. */
export function RejectReasonDialog({
  memberName,
  onClose,
  serverError,
  isSending,
  onReject,
}: RejectReasonDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [reason, setReason] = useState("");
  const [shown, setShown] = useState<"too_short" | "too_long" | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblemOf(reason);
    setShown(problem);
    if (!problem) onReject(reason.trim());
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("adminPayments.reject_dialog.title")}
      description={t("adminPayments.reject_dialog.lead", { name: memberName })}
    >
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t("adminPayments.reject_dialog.reason")}
          hint={t("adminPayments.reject_dialog.counter", {
            used: formatNumber(reason.trim().length, locale),
            max: formatNumber(REASON_MAX, locale),
          })}
          error={
            shown
              ? t(`adminPayments.reject_dialog.${shown}`, {
                  min: formatNumber(REASON_MIN, locale),
                  max: formatNumber(REASON_MAX, locale),
                })
              : serverError
          }
          value={reason}
          required
          minLength={REASON_MIN}
          onChange={(event) => {
            setReason(event.target.value);
            setShown(null);
          }}
        />
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("adminPayments.reject_dialog.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSending}>
            {isSending ? t("adminPayments.sending") : t("adminPayments.reject_dialog.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
