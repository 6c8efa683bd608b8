import { useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";

/** The API's bound on a reason the owner reads. */
const REASON_MAX = 1000;

type DecisionDialogProps = {
  title: string;
  lead: string;
  confirmLabel: string;
  /** A red confirm button for what takes something away from the owner. */
  danger?: boolean;
  /** Asks for a reason the owner is told; required when given. */
  reason?: { label: string; hint: string };
  isSending: boolean;
  /** Why the API refused (409 "already decided" and the like), in the admin's language. */
  failure: string | null;
  onClose: () => void;
  onConfirm: (reason?: string) => void;
  /**
   * Where focus goes once the decision is made (the buttons that opened the dialog are gone by then); the
   * opener gets it back when the dialog is cancelled.
   */
  focusAfterDecision: { decided: RefObject<boolean>; target: RefObject<HTMLElement | null> };
};

/** Asks before an oversight decision; a decision the owner is told about carries a reason. */
export function DecisionDialog({
  title,
  lead,
  confirmLabel,
  danger,
  reason,
  isSending,
  failure,
  onClose,
  onConfirm,
  focusAfterDecision,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason && !text.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason ? text.trim() : undefined);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={lead}
      onCloseAutoFocus={(event) => {
        if (!focusAfterDecision.decided.current) return;
        event.preventDefault();
        focusAfterDecision.target.current?.focus();
      }}
    >
      <form onSubmit={submit} noValidate>
        {reason ? (
          <Textarea
            label={reason.label}
            hint={reason.hint}
            value={text}
            dir="auto"
            required
            maxLength={REASON_MAX}
            error={missing ? t("adminOversight.reason_required") : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
          />
        ) : null}
        {failure ? (
          <div className="mt-4">
            <FormAlert tone="error">{failure}</FormAlert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("adminOversight.cancel")}
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} disabled={isSending}>
            {isSending ? t("adminOversight.sending") : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
