import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

type DeleteListingDialogProps = {
  /** The listing's title while the dialog is open; null closes it. */
  title: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting cannot be undone (the photos go too), so it is asked once more. */
export function DeleteListingDialog({ title, onConfirm, onClose }: DeleteListingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("owner.delete.title")}
      description={t("owner.delete.body", { title: title ?? "" })}
    >
      <div className="flex flex-wrap justify-end gap-3" data-testid="delete-listing-dialog">
        <Button variant="outline" onClick={onClose}>
          {t("owner.delete.cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} data-testid="delete-listing-confirm">
          {t("owner.delete.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
