import { clsx } from "clsx";

export type BadgeTone = "good" | "wait" | "bad" | "neutral" | "info";

const TONES: Record<BadgeTone, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  wait: "bg-amber-50 text-amber-900 ring-amber-200",
  bad: "bg-red-50 text-red-800 ring-red-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  info: "bg-sky-50 text-sky-800 ring-sky-200",
};

/** A state in words; the colour only repeats them. */
export function StatusBadge({ tone, state, text }: { tone: BadgeTone; state: string; text: string }) {
  return (
    <span
      data-testid="status-badge"
      data-state={state}
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
      )}
    >
      {text}
    </span>
  );
}
