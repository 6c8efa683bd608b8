import type { ReactNode } from "react";

/** The title, lead and main action of an offers page; the action wraps under the title on phones. */
export function OffersHeader({ title, lead, action }: { title: string; lead: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>
      </div>
      {action}
    </div>
  );
}
