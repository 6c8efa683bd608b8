import { clsx } from "clsx";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";

export type FaqEntry = { id: number; question: string; answer: string };

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading with aria-expanded and
 * aria-controls; Up/Down move between questions (wrapping), Home/End jump to the first and last.
 * Answers are in the server HTML (hidden until opened), so search engines and no-JS readers get them.
 */
export function FaqAccordion({ items }: { items: FaqEntry[] }) {
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <Card className="divide-y divide-slate-200" data-testid="faq-accordion">
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const buttonId = `${idPrefix}-q-${item.id}`;
        const panelId = `${idPrefix}-a-${item.id}`;
        return (
          <div key={item.id} className="px-5 sm:px-6">
            <h2 className="text-base">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 rounded-lg py-5 text-start font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span>{item.question}</span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className={clsx(
                    "size-5 shrink-0 text-slate-500 transition-transform",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="pb-5 leading-relaxed whitespace-pre-line text-slate-600"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </Card>
  );
}
