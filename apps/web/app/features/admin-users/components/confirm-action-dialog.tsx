import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";

export type UserAction = "deactivate" | "reactivate" | "make_admin" | "remove_admin";

/** The API's bound on a deactivation reason. */
const REASON_MAX = 500;

type ConfirmActionDialogProps = {
  action: UserAction;
  memberName: string;
  isSending: boolean;
  /** Why the API refused (e.g. its 409 for acting on one's own account), in the admin's language. */
  failure: string | null;
  onClose: () => void;
  onConfirm: (reason?: string) => void;
};

/** Asks before an account changes; a deactivation may carry a reason, which the audit log keeps. */
export function ConfirmActionDialog({
  action,
  memberName,
  isSending,
  failure,
  onClose,
  onConfirm,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(action === "deactivate" ? reason.trim() || undefined : undefined);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`adminUsers.confirm.${action}.title`)}
      description={t(`adminUsers.confirm.${action}.lead`, { name: memberName })}
    >
      <form onSubmit={submit} noValidate>
        {action === "deactivate" ? (
          <Textarea
            label={t("adminUsers.confirm.reason")}
            hint={t("adminUsers.confirm.reason_hint")}
            value={reason}
            dir="auto"
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {failure ? (
          <div className="mt-4">
            <FormAlert tone="error">{failure}</FormAlert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("adminUsers.confirm.cancel")}
          </Button>
          <Button
            type="submit"
            variant={action === "deactivate" || action === "remove_admin" ? "danger" : "primary"}
            disabled={isSending}
          >
            {isSending ? t("adminUsers.sending") : t(`adminUsers.confirm.${action}.confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
