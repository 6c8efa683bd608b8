import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A form's overall outcome, inside the form: an error (announced at once) or a notice such as "code
 * sent". It stays in the dialog's focus scope and works without JavaScript.
 */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-xl px-4 py-3 text-sm font-medium",
        tone === "error"
          ? "bg-red-50 text-red-800 ring-1 ring-red-200"
          : "bg-brand-50 text-brand-900 ring-1 ring-brand-200",
      )}
    >
      {children}
    </p>
  );
}
