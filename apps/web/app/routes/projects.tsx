import { useTranslation } from "../lib/i18n/use-translation";
import { Form, Link } from "react-router";
import type { Route } from "./+types/projects";
import { BuildingIcon, SearchIcon } from "../components/icons/icons";
import { Button, buttonClasses } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Pagination } from "../components/ui/pagination";
import { Select } from "../components/ui/select";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { BusyRegion } from "../features/content-pages/components/busy-region";
import { EmptyState } from "../features/content-pages/components/empty-state";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { pageCount } from "../features/content-pages/paging";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { assignPlanAction } from "../features/plans/plans-action.server";
import { projectAccessOffers } from "../features/projects/project-access-offers.server";
import { loadProjectCall } from "../features/projects/project-api.server";
import { ProjectCard } from "../features/projects/components/project-card";
import { ProjectGatePanel } from "../features/projects/components/project-gate";
import { isProjectCard } from "../features/projects/project-detail";
import {
  parseProjectParams,
  PROJECT_PAGE_SIZE,
  projectsApiQuery,
  projectsHref,
} from "../features/projects/project-params";
import { loadOptionalFromApi } from "../lib/api/server-api";
import type { CityItem } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const params = parseProjectParams(new URL(request.url).searchParams);
  const [answer, cities] = await Promise.all([
    loadProjectCall<unknown[]>(context, "get-projects", projectsApiQuery(params, language)),
    loadOptionalFromApi<CityItem[]>(context, "get-cities-data", { limit: 100, lang: language }),
  ]);
  const cityOptions = (cities?.data ?? []).map((city) => ({ value: city.City, label: city.city }));
  if (answer.kind === "gated") {
    const offers = await projectAccessOffers(context, language);
    return { params, cityOptions, gate: { message: answer.message }, offers, projects: [], total: 0 };
  }
  const projects = Array.isArray(answer.body.data) ? answer.body.data.filter(isProjectCard) : [];
  return {
    params,
    cityOptions,
    gate: null,
    offers: [],
    projects,
    total: answer.body.total ?? projects.length,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const params = data?.params;
  const base = titleWithCompany(t("projects_page.title"), company);
  const title =
    params && params.page > 1
      ? `${base} – ${t("pagination.page", { n: formatNumber(params.page, language) })}`
      : base;
  return pageMeta({
    title,
    description: t("projects_page.description", { company }),
    language,
    publicUrl,
    // Searches are not separate pages for search engines; city pages and later pages are.
    canonicalPath: params ? projectsHref({ ...params, search: null }, { page: params.page }) : "/projects",
    image: data?.projects[0]?.image || undefined,
    jsonLd: jsonLdGraph(
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("projects_page.title"), url: absoluteUrl(publicUrl, "/projects") },
      ]),
    ),
  });
};

/** The gate's free package is activated from this page (the plans page's own action). */
export async function action({ request, context }: Route.ActionArgs) {
  return assignPlanAction({ request, context });
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { params, cityOptions, gate, offers, projects, total } = loaderData;
  const isFiltered = Boolean(params.search || params.city);
  const options =
    params.city && !cityOptions.some((option) => option.value === params.city)
      ? [...cityOptions, { value: params.city, label: params.city }]
      : cityOptions;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("projects_page.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("projects_page.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("projects_page.lead")}</p>

      <Form
        key={`${params.search ?? ""}|${params.city ?? ""}`}
        method="get"
        action="/projects"
        role="search"
        aria-label={t("projects_page.search_label")}
        className="mt-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:grid-cols-[1fr_16rem_auto] sm:items-end"
      >
        <Input
          name="search"
          type="search"
          label={t("projects_page.search_label")}
          placeholder={t("projects_page.search_placeholder")}
          defaultValue={params.search ?? ""}
          maxLength={200}
        />
        <Select name="city" label={t("projects_page.city_label")} defaultValue={params.city ?? ""}>
          <option value="">{t("projects_page.all_cities")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="primary" className="h-11">
          <SearchIcon className="size-4" />
          {t("projects_page.search_button")}
        </Button>
      </Form>

      {gate ? (
        <div className="mt-10">
          <ProjectGatePanel
            message={gate.message}
            isSignedIn={Boolean(root?.viewer)}
            offers={offers}
            loginHref={loginHref}
            renderSignIn={renderSignInPanel}
          />
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-testid="projects-count">
            {t("projects_page.count", { count: total })}
          </p>
          <BusyRegion>
            {projects.length === 0 ? (
              <EmptyState
                icon={<BuildingIcon className="size-7" />}
                title={t("projects_page.empty.title")}
                body={isFiltered ? t("projects_page.empty.filtered_body") : t("projects_page.empty.body")}
                action={
                  isFiltered ? (
                    <Link to="/projects" className={buttonClasses({ variant: "outline" })}>
                      {t("projects_page.empty.reset")}
                    </Link>
                  ) : undefined
                }
              />
            ) : (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {projects.map((project, index) => (
                  <li key={project.id} className="flex">
                    <ProjectCard project={project} priority={index < 4} />
                  </li>
                ))}
              </ul>
            )}
          </BusyRegion>
          <Pagination
            page={params.page}
            totalPages={pageCount(total, PROJECT_PAGE_SIZE)}
            hrefFor={(page) => projectsHref(params, { page })}
          />
        </>
      )}
    </div>
  );
}
