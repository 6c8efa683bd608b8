import type { TAdminAuditEntry } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { PagedList } from "../../../components/ui/paged-list";
import { Select } from "../../../components/ui/select";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  actionPrefixes,
  AUDIT_KEY,
  AUDIT_PAGE_SIZE,
  auditFiltersOf,
  auditHref,
  targetTypes,
  type AuditView,
} from "../audit-log";
import { AuditEntryCard } from "./audit-entry-card";

/** /admin/audit-log: what admins did, newest first. Read only: there is nothing here to change. */
export function AuditLogPage({ view }: { view: AuditView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { list, total, totalPages } = usePagedList<TAdminAuditEntry>({
    endpoint: AUDIT_KEY,
    filters: auditFiltersOf(view),
    page: view.page,
    pageSize: AUDIT_PAGE_SIZE,
  });
  const show = (next: Partial<AuditView>) => void navigate(auditHref({ ...view, ...next, page: 1 }));
  const narrowed = view.actor !== null || view.targetId !== "";
  // A value only the URL knows (a prefix typed by hand) stays choosable, shown as it is.
  const withCurrent = (known: readonly string[], current: string) =>
    current && !known.includes(current) ? [...known, current] : known;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminAudit.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminAudit.lead")}</p>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Select
          label={t("adminAudit.filter.action")}
          value={view.action}
          onChange={(event) => show({ action: event.target.value })}
        >
          <option value="">{t("adminAudit.filter.any")}</option>
          {withCurrent(actionPrefixes, view.action).map((prefix) => {
            const key = `adminAudit.prefix.${prefix.replace(/\.$/, "")}`;
            return (
              <option key={prefix} value={prefix}>
                {i18n.exists(key) ? t(key) : prefix}
              </option>
            );
          })}
        </Select>
        <Select
          label={t("adminAudit.filter.target")}
          value={view.targetType}
          onChange={(event) => show({ targetType: event.target.value, targetId: "" })}
        >
          <option value="">{t("adminAudit.filter.any")}</option>
          {withCurrent(targetTypes, view.targetType).map((type) => {
            const key = `adminAudit.target.${type}`;
            return (
              <option key={type} value={type}>
                {i18n.exists(key) ? t(key) : type}
              </option>
            );
          })}
        </Select>
      </div>
      {narrowed ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-2 text-sm text-brand-900">
          <span>
            {view.actor !== null ? t("adminAudit.narrowed_actor", { id: view.actor }) : null}{" "}
            {view.targetId ? t("adminAudit.narrowed_target", { id: view.targetId }) : null}
          </span>
          <Link
            to={auditHref({ ...view, actor: null, targetId: "", page: 1 })}
            className="font-semibold underline"
          >
            {t("adminAudit.clear_narrowing")}
          </Link>
        </p>
      ) : null}

      <PagedList
        list={list}
        page={view.page}
        totalPages={totalPages}
        hrefFor={(page) => auditHref({ ...view, page })}
        countText={t("adminAudit.count", { count: total })}
        emptyTitle={t("adminAudit.empty")}
        retryLabel={t("adminAudit.retry")}
        keyOf={(entry) => entry.id}
        renderItem={(entry) => <AuditEntryCard entry={entry} view={view} />}
      />
    </div>
  );
}
