import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CloseIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { LISTING_RESULTS_ID } from "../results-anchor";

const PANEL_ID = "listing-filters-panel";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="0"]';

/**
 * The filter panel's frame: a sidebar from the `lg` breakpoint, a modal drawer below it. The panel is
 * always in the server HTML (a modal library would only render it once opened), so without JavaScript
 * the "Filters" link opens it through `:target`; with JavaScript the drawer traps focus, closes on
 * Escape or outside, and hands focus back to its button.
 */
export function FilterDrawer({
  activeCount,
  children,
}: {
  activeCount: number;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const opener = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const button = opener.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <a
        ref={opener}
        href={`#${PANEL_ID}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-open"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonClasses({ variant: "outline", className: "lg:hidden" })}
      >
        {activeCount > 0
          ? t("filters.open_with_count", { n: formatNumber(activeCount, locale) })
          : t("filters.open")}
      </a>
      <div
        id={PANEL_ID}
        className={clsx(
          "lg:block",
          open
            ? "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex"
            : "max-lg:hidden max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:flex",
        )}
      >
        <a
          href={`#${LISTING_RESULTS_ID}`}
          tabIndex={-1}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
          className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm lg:hidden"
        >
          <span className="sr-only">{t("filters.close")}</span>
        </a>
        <section
          ref={panel}
          role={open ? "dialog" : undefined}
          aria-modal={open ? true : undefined}
          aria-labelledby={titleId}
          className="relative flex w-full flex-col max-lg:h-full max-lg:max-w-sm max-lg:overflow-y-auto max-lg:bg-white max-lg:p-5 max-lg:shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {t("filters.title")}
            </h2>
            <a
              href={`#${LISTING_RESULTS_ID}`}
              aria-label={t("filters.close")}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              className="-me-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
            >
              <CloseIcon />
            </a>
          </div>
          {children(close)}
        </section>
      </div>
    </>
  );
}

/** Tab and Shift+Tab cycle within the open drawer instead of leaving it for the page behind. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
