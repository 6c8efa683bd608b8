import { MAX_REJECTION_REASON } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Textarea } from "../../../components/ui/textarea";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

type RejectDialogProps = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's message for the reason field (a 422), already in the admin's language. */
  serverError?: string | undefined;
  isSending: boolean;
  onReject: (reason: string) => void;
};

/** Asks for the reason the owner will read; it is required, as the API says. */
export function RejectDialog({
  title,
  open,
  onOpenChange,
  serverError,
  isSending,
  onReject,
}: RejectDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onReject(text);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("admin_review.reject.title")}
      description={t("admin_review.reject.lead", { title })}
    >
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t("admin_review.reject.reason")}
          hint={t("admin_review.reject.counter", {
            used: formatNumber(reason.length, locale),
            max: formatNumber(MAX_REJECTION_REASON, locale),
          })}
          error={missing ? t("admin_review.reject.reason_required") : serverError}
          value={reason}
          maxLength={MAX_REJECTION_REASON}
          required
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("admin_review.reject.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSending}>
            {isSending ? t("admin_review.sending") : t("admin_review.reject.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
