import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { CloseIcon } from "../icons/icons";

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered through Radix's asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
  /** Extra keys the dialog understands (Escape is handled already). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Where focus goes when it closes: call `event.preventDefault()` and focus something else than the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** Accessible modal (Radix): focus trapped and restored, Escape closes, the title names it. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  hideTitle = false,
  className,
  onKeyDown,
  onCloseAutoFocus,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={clsx(
            "fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          {...(onKeyDown ? { onKeyDown } : {})}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={clsx("text-lg font-bold text-slate-900", hideTitle && "sr-only")}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-me-2 -mt-1 ms-auto rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t("app.close")}
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
