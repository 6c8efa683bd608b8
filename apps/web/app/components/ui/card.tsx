import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

/** A white surface with rounded corners and a soft shadow: the building block of every panel. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={clsx("rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80", className)} {...props} />
  );
}
