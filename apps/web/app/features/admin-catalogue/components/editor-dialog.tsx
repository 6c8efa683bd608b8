import type { ReactNode } from "react";
import { Dialog } from "../../../components/ui/dialog";

/**
 * The dialog a catalogue list opens to create (`"new"`) or change one item; closed when `editing` is null. The
 * form inside is keyed on the item, so opening another starts from that item's values.
 */
export function EditorDialog<T extends { id: number }>({
  editing,
  onClose,
  titles,
  children,
}: {
  editing: T | "new" | null;
  onClose: () => void;
  titles: { create: string; edit: string };
  children: (item: T | undefined) => ReactNode;
}) {
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing === "new" ? titles.create : titles.edit}
      className="max-w-2xl"
    >
      {editing ? (
        <div key={editing === "new" ? "new" : editing.id}>
          {children(editing === "new" ? undefined : editing)}
        </div>
      ) : null}
    </Dialog>
  );
}
