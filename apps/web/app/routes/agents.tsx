import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/agents";
import { UserIcon } from "../components/icons/icons";
import { Pagination } from "../components/ui/pagination";
import { AgentCard } from "../features/agents/components/agent-card";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { BusyRegion } from "../features/content-pages/components/busy-region";
import { EmptyState } from "../features/content-pages/components/empty-state";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { pageCount, pagedHref, pageOf } from "../features/content-pages/paging";
import { loadFromApi } from "../lib/api/server-api";
import type { AgentCardData } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const page = pageOf(new URL(request.url).searchParams);
  const list = await loadFromApi<AgentCardData[]>(context, "agent-list", {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    lang: language,
  });
  return { page, agents: list.data, total: list.total ?? list.data.length };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const page = data?.page ?? 1;
  const base = titleWithCompany(t("agents_page.title"), company);
  return pageMeta({
    title: page > 1 ? `${base} – ${t("pagination.page", { n: formatNumber(page, language) })}` : base,
    description: t("agents_page.description", { company }),
    language,
    publicUrl,
    canonicalPath: pagedHref("/agents", { page }),
    jsonLd: jsonLdGraph(
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("agents_page.title"), url: absoluteUrl(publicUrl, "/agents") },
      ]),
    ),
  });
};

export default function Agents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, agents, total } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("agents_page.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("agents_page.title")}
      </h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {t("agents_page.count", { count: total })}
      </p>
      <BusyRegion>
        {agents.length === 0 ? (
          <EmptyState
            icon={<UserIcon className="size-7" />}
            title={t("agents_page.empty.title")}
            body={t("agents_page.empty.body")}
          />
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {agents.map((agent) => (
              <li key={agent.id} className="flex">
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
      </BusyRegion>
      <Pagination
        page={page}
        totalPages={pageCount(total, PAGE_SIZE)}
        hrefFor={(next) => pagedHref("/agents", { page: next })}
      />
    </div>
  );
}
