import { clsx } from "clsx";
import type { ReactNode } from "react";
import { controlBorder } from "./form-field";

/**
 * The visible face of a file input whose native words would follow the browser's language, not the page's: a
 * translated "choose" button and the chosen file's name. Put it beside a transparent `<input type="file"
 * className="peer absolute inset-0 …">` inside a `relative` box; the input keeps the keyboard and screen readers.
 */
export function FileFace({
  action,
  fileName,
  error,
}: {
  action: string;
  fileName: string;
  error?: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "flex min-h-11 items-center gap-3 rounded-xl border bg-white px-2 py-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600",
        controlBorder(error),
      )}
    >
      <span className="shrink-0 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
        {action}
      </span>
      <span className="min-w-0 truncate text-sm text-slate-700" dir="auto">
        {fileName}
      </span>
    </div>
  );
}
