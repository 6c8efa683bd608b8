import { CHAT_BLOCK_REASON_MAX } from "@manzil/domain/contracts";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

/** Blocking asks once, with room for an optional reason (kept for the platform's review). */
export function BlockDialog({
  open,
  name,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("chat.block.title", { name })}
      description={t("chat.block.body")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
        data-testid="chat-block-dialog"
      >
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {t("chat.block.reason")}
        </label>
        <textarea
          id={id}
          dir="auto"
          rows={3}
          maxLength={CHAT_BLOCK_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("chat.block.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={busy} data-testid="chat-block-confirm">
            {t("chat.block.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
