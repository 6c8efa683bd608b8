import { useTranslation } from "../../../lib/i18n/use-translation";
import { shownValue, type Change } from "../audit-log";

/**
 * The changed facts, old → new. Keys and values are data, not prose: they read left to right even on an Arabic
 * page, so the table is LTR inside; the column headings stay in the page's language.
 */
export function AuditDiff({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  const cell = "px-3 py-2 align-top";
  return (
    <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-sm" dir="ltr">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className={`${cell} w-1/4 text-start`}>
              {t("adminAudit.diff.key")}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t("adminAudit.diff.before")}
            </th>
            <th scope="col" className={`${cell} w-6 text-start`} aria-hidden="true" />
            <th scope="col" className={`${cell} text-start`}>
              {t("adminAudit.diff.after")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 font-mono text-xs">
          {changes.map((change) => (
            <tr key={change.key || "value"}>
              <th scope="row" className={`${cell} text-start font-semibold text-slate-700`}>
                {change.key || t("adminAudit.diff.value")}
              </th>
              <td className={`${cell} break-all text-red-800`}>
                <span dir="auto">{shownValue(change.before)}</span>
              </td>
              <td className={`${cell} text-slate-400`} aria-hidden="true">
                →
              </td>
              <td className={`${cell} break-all text-emerald-800`}>
                <span dir="auto">{shownValue(change.after)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
