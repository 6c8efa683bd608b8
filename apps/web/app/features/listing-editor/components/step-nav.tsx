import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
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
  return (
    <nav aria-label={t("editor.steps_label")}>
      <ol className="flex flex-wrap gap-2" data-testid="editor-steps">
        {steps.map((step, index) => {
          const isCurrent = step === current;
          return (
            <li key={step}>
              <button
                type="button"
                disabled={index > reached}
                aria-current={isCurrent ? "step" : undefined}
                onClick={() => onOpen(step)}
                className={clsx(
                  "flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
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
