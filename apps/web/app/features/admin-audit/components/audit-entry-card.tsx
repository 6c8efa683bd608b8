import type { TAdminAuditEntry } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { useLocale } from "../../../lib/i18n/use-locale";
import { auditHref, changesOf, formatWhen, type AuditView } from "../audit-log";
import { AuditDiff } from "./audit-diff";

/** One admin action: when, who, what, to what; what it changed folds open underneath. */
export function AuditEntryCard({ entry, view }: { entry: TAdminAuditEntry; view: AuditView }) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const changes = changesOf(entry.before, entry.after);
  const labelKey = `adminAudit.action.${entry.action}`;
  const what = i18n.exists(labelKey) ? t(labelKey) : entry.action;
  const targetKey = `adminAudit.target.${entry.target_type}`;
  const target = i18n.exists(targetKey) ? t(targetKey) : entry.target_type;
  const headingId = `audit-${entry.id}`;

  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 font-bold text-slate-900">
            {what}
            {what !== entry.action ? (
              <span className="text-xs font-normal text-slate-500" dir="ltr">
                {entry.action}
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.created_at}>{formatWhen(entry.created_at, locale)}</time>
          </p>
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-600">{t("adminAudit.who")}</dt>
            <dd className="min-w-0">
              {entry.actor.id ? (
                <Link
                  to={auditHref({ ...view, actor: entry.actor.id, page: 1 })}
                  className="text-brand-800 hover:underline"
                  dir="auto"
                  title={t("adminAudit.by_actor", { name: entry.actor.name })}
                >
                  {entry.actor.name || `#${entry.actor.id}`}
                </Link>
              ) : (
                <span dir="auto">{entry.actor.name || t("adminAudit.system")}</span>
              )}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-600">{t("adminAudit.target_label")}</dt>
            <dd className="min-w-0">
              {entry.target_type === "user" && entry.target_id ? (
                <Link to={`/admin/users/${entry.target_id}`} className="text-brand-800 hover:underline">
                  {target} #{entry.target_id}
                </Link>
              ) : (
                <>
                  {target}
                  {entry.target_id ? ` #${entry.target_id}` : ""}
                </>
              )}
            </dd>
          </div>
        </dl>
        {changes.length > 0 ? (
          <details className="group mt-3">
            <summary className="cursor-pointer rounded text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
              {t("adminAudit.changes", { count: changes.length })}
            </summary>
            <AuditDiff changes={changes} />
          </details>
        ) : (
          <p className="mt-3 text-sm text-slate-500">{t("adminAudit.no_changes")}</p>
        )}
      </article>
    </Card>
  );
}
