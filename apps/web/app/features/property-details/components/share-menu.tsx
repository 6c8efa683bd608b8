import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "../../../components/ui/toast";
import { ChatIcon, LinkIcon, MailIcon, ShareIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { shareLinks, type ShareTarget } from "../share-links";

const TARGET_ICON: Record<ShareTarget, typeof ChatIcon> = {
  whatsapp: ChatIcon,
  facebook: ShareIcon,
  x: ShareIcon,
  email: MailIcon,
};

const canUseSystemShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * "Share": the device's own share sheet where the browser has one (phones), otherwise a dialog with
 * copy-link and the WhatsApp, Facebook, X and e-mail addresses. The links are real anchors, so they work
 * before hydration too.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Known only in the browser; the server and the hydrating render use the dialog variant.
  const hasSystemShare = useHydrated() && canUseSystemShare();
  const text = t("share.text", { title });

  const shareWithSystem = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to the dialog.
      if (!(error instanceof DOMException && error.name === "AbortError")) setOpen(true);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("share.copied"));
    } catch {
      toast.error(t("share.copy_failed"));
    }
  };

  const trigger = (
    // A plain button: Radix's trigger passes its ref and handlers straight to the element.
    <button
      type="button"
      className={buttonClasses({ variant: "outline", className: "h-10 rounded-full" })}
      data-testid="share-button"
      {...(hasSystemShare ? { onClick: () => void shareWithSystem() } : {})}
    >
      <ShareIcon className="size-5" />
      {t("share.button")}
    </button>
  );

  if (hasSystemShare) return trigger;
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("share.title")} trigger={trigger}>
      <div className="flex flex-col gap-3" data-testid="share-dialog">
        <div className="flex items-center gap-2 rounded-xl border border-slate-200 p-2">
          <span className="min-w-0 flex-1 truncate ps-2 text-sm text-slate-600" dir="ltr">
            {url}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            <LinkIcon className="size-4" />
            {t("share.copy")}
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-2">
          {shareLinks({ url, title, text }).map(({ target, href }) => {
            const TargetIcon = TARGET_ICON[target];
            return (
              <li key={target}>
                <a
                  href={href}
                  target={target === "email" ? undefined : "_blank"}
                  rel="noopener noreferrer"
                  className="flex h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <TargetIcon className="size-5" />
                  {t(`share.${target}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
