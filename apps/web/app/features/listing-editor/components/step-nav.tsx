import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorStep } from "../editor-steps";

/** The steps in order; those reached so far can be opened again, the current one is marked for screen readers. */
export function StepNav({
  steps,
  current,
  reached,
  withErrors,
  onOpen,
}: {
  /** The listing's steps (its classification's). */
  steps: readonly EditorStep[];
  current: EditorStep;
  reached: number;
  withErrors: ReadonlySet<EditorStep>;
  onOpen: (step: EditorStep) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const list = useRef<HTMLOListElement>(null);
  // On a phone the steps scroll sideways in one row (a hotel has eleven): keep the current one in view.
  useEffect(() => {
    const button = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const row = list.current;
    if (!button || !row || row.scrollWidth <= row.clientWidth) return;
    const start = button.offsetLeft - (row.clientWidth - button.offsetWidth) / 2;
    row.scrollTo?.({ left: start, behavior: "smooth" });
  }, [current]);
  return (
    <nav aria-label={t("editor.steps_label")}>
      <ol
        ref={list}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        data-testid="editor-steps"
      >
        {steps.map((step, index) => {
          const isCurrent = step === current;
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                disabled={index > reached}
                aria-current={isCurrent ? "step" : undefined}
                onClick={() => onOpen(step)}
                className={clsx(
                  "flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
                  isCurrent
                    ? "border-brand-700 bg-brand-700 text-white"
                    : withErrors.has(step)
                      ? "border-red-400 bg-red-50 text-red-800"
                      : "border-slate-300 bg-white text-slate-700",
                )}
              >
                <span className="tabular-nums">{formatNumber(index + 1, locale)}</span>
                {t(`editor.steps.${step}`)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
