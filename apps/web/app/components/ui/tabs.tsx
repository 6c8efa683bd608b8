import { clsx } from "clsx";
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useLocale } from "../../lib/i18n/use-locale";

export type TabItem<T extends string> = {
  value: T;
  label: ReactNode;
  /** Where the tab leads without JavaScript (e.g. `?tab=register`); with it, the tab switches in place. */
  href?: string;
};

type TabListProps<T extends string> = {
  /** Prefix of the tab and panel ids (see `tabPanelProps`). */
  idPrefix: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** Props of the panel belonging to one tab. Hidden panels stay in the DOM (their fields still post). */
export function tabPanelProps(idPrefix: string, value: string, selected: string) {
  return {
    id: panelId(idPrefix, value),
    role: "tabpanel" as const,
    "aria-labelledby": tabId(idPrefix, value),
    hidden: value !== selected,
    tabIndex: 0,
  };
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move along the row as it is laid out (mirrored in
 * Arabic), Home and End jump to the ends. Tabs with an `href` are links, so they work without JavaScript.
 */
export function TabList<T extends string>({
  idPrefix,
  label,
  items,
  value,
  onChange,
  className,
}: TabListProps<T>) {
  const { dir } = useLocale();
  const tabs = useRef<(HTMLElement | null)[]>([]);

  const select = (index: number) => {
    const count = items.length;
    const item = items[(index + count) % count];
    if (!item) return;
    onChange(item.value);
    tabs.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const target =
      event.key === forward
        ? index + 1
        : event.key === backward
          ? index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? items.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx("flex gap-1 rounded-xl bg-slate-100 p-1", className)}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        const shared = {
          id: tabId(idPrefix, item.value),
          role: "tab" as const,
          "aria-selected": selected,
          "aria-controls": panelId(idPrefix, item.value),
          tabIndex: selected ? 0 : -1,
          onKeyDown: onKeyDown(index),
          ref: (element: HTMLElement | null) => {
            tabs.current[index] = element;
          },
          className: clsx(
            "flex h-9 flex-1 items-center justify-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:px-3 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
            selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
          ),
        };
        return item.href ? (
          <a
            key={item.value}
            href={item.href}
            {...shared}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onChange(item.value);
            }}
          >
            {item.label}
          </a>
        ) : (
          <button key={item.value} type="button" {...shared} onClick={() => onChange(item.value)}>
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
