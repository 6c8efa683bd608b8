import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { ChevronEndIcon } from "../../../components/icons/icons";

export type Crumb = { label: string; to?: string };

/** Home › … › the current page (the last crumb, not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("content_common.breadcrumb")} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronEndIcon className="size-3.5" aria-hidden="true" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="max-w-[18rem] truncate font-medium text-slate-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
