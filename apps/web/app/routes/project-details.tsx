import { useTranslation } from "../lib/i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/project-details";
import { MapPinIcon } from "../components/icons/icons";
import { Card } from "../components/ui/card";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { isPlausibleSlug } from "../features/content-pages/slug";
import { PropertyLocationMap } from "../features/map/components/property-location-map";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { assignPlanAction } from "../features/plans/plans-action.server";
import { ProjectGatePanel } from "../features/projects/components/project-gate";
import {
  ProjectDocuments,
  ProjectOwnerCard,
  ProjectPlans,
  ProjectVideo,
} from "../features/projects/components/project-sections";
import { projectAccessOffers } from "../features/projects/project-access-offers.server";
import { loadProjectCall } from "../features/projects/project-api.server";
import {
  projectDetailQuery,
  projectHref,
  projectPlace,
  toProjectDetail,
} from "../features/projects/project-detail";
import { projectJsonLd } from "../features/projects/project-json-ld";
import { Gallery } from "../features/properties/components/gallery";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, summarise, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.id)) throw data(null, { status: 404 });
  const language = languageOfRequest(request);
  const answer = await loadProjectCall<unknown>(context, "get-project-detail", {
    ...projectDetailQuery(params.id),
    lang: language,
  });
  if (answer.kind === "gated") {
    return {
      project: null,
      gate: { message: answer.message },
      offers: await projectAccessOffers(context, language),
    };
  }
  const project = toProjectDetail(answer.body.data);
  if (!project) throw data(null, { status: 404 });
  return {
    project,
    gate: null,
    offers: project.accessLocked ? await projectAccessOffers(context, language) : [],
  };
}

/** A free package that opens projects is activated from the gate itself (the plans page's own action). */
export async function action({ request, context }: Route.ActionArgs) {
  return assignPlanAction({ request, context });
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  if (!loaderData) return [{ title: `${t("status.not_found.title")} | ${company}` }];
  const publicUrl = root?.publicUrl ?? "";
  const { project } = loaderData;
  if (!project) {
    // The gate hides the project: nothing here for search engines to index.
    return [
      ...pageMeta({
        title: titleWithCompany(t("projects_page.gate.meta_title"), company),
        description: t("projects_page.description", { company }),
        language,
        publicUrl,
        canonicalPath: `/project-details/${encodeURIComponent(params.id)}`,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const path = projectHref({ id: project.id, slug_id: project.slug });
  const url = absoluteUrl(publicUrl, path);
  const description = project.metaDescription || summarise(project.description) || project.title;
  return pageMeta({
    // The API's meta_title is one language only; the title is in the page's.
    title: titleWithCompany(project.title, company),
    description,
    language,
    publicUrl,
    canonicalPath: path,
    image: project.metaImage || project.image || undefined,
    jsonLd: jsonLdGraph(
      projectJsonLd(project, { url, description }),
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("projects_page.title"), url: absoluteUrl(publicUrl, "/projects") },
        { name: project.title, url },
      ]),
    ),
  });
};

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { project, gate, offers } = loaderData;
  const gatePanel = (message: string) => (
    <ProjectGatePanel
      message={message}
      isSignedIn={Boolean(root?.viewer)}
      offers={offers}
      loginHref={loginHref}
      renderSignIn={renderSignInPanel}
    />
  );
  const crumbs = [
    { label: t("nav.home"), to: "/" },
    { label: t("projects_page.title"), to: "/projects" },
  ];

  if (!project) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <Breadcrumbs items={[...crumbs, { label: t("projects_page.gate.meta_title") }]} />
        <div className="mt-10">{gatePanel(gate?.message ?? "")}</div>
      </div>
    );
  }

  const place = projectPlace(project, t("app.list_separator"));
  const images = [
    ...(project.image ? [{ id: "title", url: project.image }] : []),
    ...project.gallery
      .filter((file) => file.url !== project.image)
      .map((file) => ({ id: file.id, url: file.url })),
  ];
  const hasMap = project.latitude !== null && project.longitude !== null;

  return (
    <article key={project.id} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumbs items={[...crumbs, { label: project.title }]} />
      <header className="mt-5">
        <div className="flex flex-wrap gap-2">
          {project.type ? (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {t(`projects_page.type.${project.type}`)}
            </span>
          ) : null}
          {project.category ? (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {project.category}
            </span>
          ) : null}
        </div>
        <h1
          data-testid="project-title"
          className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          <bdi>{project.title}</bdi>
        </h1>
        {place ? (
          <p className="mt-2 flex items-center gap-1.5 text-slate-600">
            <MapPinIcon className="size-5 text-brand-700" />
            <span>{place}</span>
          </p>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <Gallery images={images} title={project.title} />
          {project.accessLocked ? gatePanel(t("projects_page.gate.body")) : null}
          {project.description ? (
            <Card className="p-6 sm:p-8">
              <h2 className="text-xl font-bold text-slate-900">{t("projects_page.detail.description")}</h2>
              <p dir="auto" className="mt-4 leading-loose whitespace-pre-line text-slate-700">
                {project.description}
              </p>
            </Card>
          ) : null}
          <ProjectPlans plans={project.plans} />
          <ProjectVideo link={project.videoLink} title={project.title} />
          {hasMap || project.location ? (
            <Card className="p-6 sm:p-8" data-testid="project-location">
              <h2 className="text-xl font-bold text-slate-900">{t("projects_page.detail.location")}</h2>
              {project.location ? (
                <p dir="auto" className="mt-2 text-slate-600">
                  {project.location}
                </p>
              ) : null}
              {hasMap ? (
                <div className="mt-5 h-72 overflow-hidden rounded-xl">
                  <PropertyLocationMap
                    latitude={project.latitude ?? 0}
                    longitude={project.longitude ?? 0}
                    label={t("projects_page.detail.map_label", { title: project.title })}
                  />
                </div>
              ) : null}
            </Card>
          ) : null}
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          {project.owner ? (
            <ProjectOwnerCard
              owner={project.owner}
              companyName={root?.settings?.company_name || t("app.name")}
            />
          ) : null}
          <ProjectDocuments documents={project.documents} />
        </aside>
      </div>
    </article>
  );
}
