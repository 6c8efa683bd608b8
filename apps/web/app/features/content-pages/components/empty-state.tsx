import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";

/** The friendly panel a list or page shows when there is nothing to show. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  testId = "content-empty",
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="mt-10 flex flex-col items-center px-6 py-16 text-center" data-testid={testId}>
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      {body ? <p className="mt-2 max-w-md text-slate-600">{body}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}
