import { useTranslation } from "../../lib/i18n/use-translation";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

type DeleteDialogProps = {
  /** The title of what is to be deleted while the dialog is open; null closes it. */
  title: string | null;
  /** Where the dialog's words live: `<messages>.title`, `.body` (with `{{title}}`), `.confirm`, `.cancel`. */
  messages: "owner.delete" | "owner_projects.delete" | "inquiries.delete";
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting cannot be undone (the files go too), so it is asked once more. */
export function DeleteDialog({ title, messages, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${messages}.title`)}
      description={t(`${messages}.body`, { title: title ?? "" })}
    >
      <div className="flex flex-wrap justify-end gap-3" data-testid="delete-listing-dialog">
        <Button variant="outline" onClick={onClose}>
          {t(`${messages}.cancel`)}
        </Button>
        <Button variant="danger" onClick={onConfirm} data-testid="delete-listing-confirm">
          {t(`${messages}.confirm`)}
        </Button>
      </div>
    </Dialog>
  );
}

/** The red "Delete" of a card or page, named with what it deletes for screen readers. */
export function DeleteButton({
  title,
  busy,
  onClick,
}: {
  title: string;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      onClick={onClick}
      aria-label={t("owner.card.change_label", { action: t("owner.card.delete"), title })}
      className="text-red-700 hover:bg-red-50"
    >
      {t("owner.card.delete")}
    </Button>
  );
}
