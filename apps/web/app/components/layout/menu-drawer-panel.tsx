import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { CloseIcon } from "../icons/icons";

type MenuDrawerPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
  iconButtonClass: string;
  children: ReactNode;
};

/**
 * The phone menu's drawer (Radix dialog: focus kept inside, Escape and the overlay close it). A chunk of its own
 * that the header fetches when the menu button is pointed at, focused or pressed: Radix's dialog is about 14 kB
 * of the first download that most visits never open (ADR 084).
 */
export default function MenuDrawerPanel({
  open,
  onOpenChange,
  opener,
  iconButtonClass,
  children,
}: MenuDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="menu-drawer"
          className="fixed inset-y-0 end-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            // No Radix trigger to return to (the button is the header's own): back to the menu button.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold text-slate-900">
              {t("shell.menu.title")}
            </RadixDialog.Title>
            <RadixDialog.Close className={iconButtonClass} aria-label={t("app.close")}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
