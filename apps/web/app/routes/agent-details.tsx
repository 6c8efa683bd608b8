import type { TAgentProperties } from "@manzil/domain/contracts";
import { useState } from "react";
import { useTranslation } from "../lib/i18n/use-translation";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/agent-details";
import { BuildingIcon, CalendarIcon, HomeIcon, MapPinIcon } from "../components/icons/icons";
import { Avatar } from "../components/ui/avatar";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Pagination } from "../components/ui/pagination";
import { Select } from "../components/ui/select";
import { PropertyCard } from "../components/ui/property-card";
import { toListingCard } from "../lib/listing/listing-card";
import { agentHref, VerifiedBadge } from "../features/agents/components/agent-card";
import { agentJsonLd, webLink } from "../features/agents/agent-json-ld";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { BusyRegion } from "../features/content-pages/components/busy-region";
import { EmptyState } from "../features/content-pages/components/empty-state";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { pageCount, pagedHref, pageOf } from "../features/content-pages/paging";
import { isPlausibleSlug } from "../features/content-pages/slug";
import {
  ContactActions,
  GuestContactPrompt,
  PhoneContactBar,
} from "../features/property-details/components/contact-actions";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { SignInPromptProvider } from "../features/property-details/components/sign-in-prompt";
import { viewingRequestHref } from "../features/property-details/components/viewing-request";
import { ProjectCard } from "../features/projects/components/project-card";
import { loadFromApi } from "../lib/api/server-api";
import { formatDate, formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { useLocale } from "../lib/i18n/use-locale";
import { absoluteUrl, pageMeta, summarise, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

const PAGE_SIZE = 12;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const language = languageOfRequest(request);
  const page = pageOf(new URL(request.url).searchParams);
  const result = await loadFromApi<TAgentProperties>(context, "agent-properties", {
    slug_id: params.slug,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    lang: language,
  });
  return {
    page,
    agent: result.data.customer_data,
    properties: result.data.properties_data,
    projects: result.data.projects_data,
    total: result.total ?? result.data.properties_data.length,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  if (!loaderData) return [{ title: `${t("status.not_found.title")} | ${company}` }];
  const { agent, page } = loaderData;
  const publicUrl = root?.publicUrl ?? "";
  const path = agentHref(agent.slug_id);
  const url = absoluteUrl(publicUrl, path);
  const description =
    summarise(agent.about_me) || t("agents_page.detail.description", { name: agent.name, company });
  const base = titleWithCompany(agent.name, company);
  return pageMeta({
    title: page > 1 ? `${base} – ${t("pagination.page", { n: formatNumber(page, language) })}` : base,
    description,
    language,
    publicUrl,
    canonicalPath: pagedHref(path, { page }),
    image: agent.profile || undefined,
    type: "website",
    jsonLd: jsonLdGraph(
      agentJsonLd(agent, { url, description }),
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("agents_page.title"), url: absoluteUrl(publicUrl, "/agents") },
        { name: agent.name, url },
      ]),
    ),
  });
};

const SOCIAL = [
  { key: "facebook_id", label: "Facebook" },
  { key: "twitter_id", label: "X (Twitter)" },
  { key: "instagram_id", label: "Instagram" },
  { key: "youtube_id", label: "YouTube" },
] as const;

const CONTACT_ID = "agent-contact";

/** Listings a viewing can be asked for (the API's rule: homes on sale or for rent, not nightly stays). */
const isViewable = (property: TAgentProperties["properties_data"][number]) =>
  (property.property_type === "sell" || property.property_type === "rent") &&
  property.property_classification <= 3;

/**
 * How to reach the agent: call, WhatsApp and e-mail for members (the API shares them with members only, as on a
 * listing page; guests are asked to sign in and come back here), and a viewing request of one of their listings,
 * which anyone may send from the listing's page.
 */
function AgentContact({
  agent,
  listings,
}: {
  agent: TAgentProperties["customer_data"];
  listings: TAgentProperties["properties_data"];
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const company = root?.settings?.company_name || t("app.name");
  const viewable = listings.filter(isViewable);
  const [chosen, setChosen] = useState(viewable[0]?.slug_id ?? "");
  const contact = agent.contact;
  const hasContact = Boolean(contact && (contact.mobile || contact.email || contact.whatsapp));
  return (
    <Card id={CONTACT_ID} className="scroll-mt-24 p-6" data-testid="agent-contact">
      <h2 className="text-lg font-bold text-slate-900">
        {t("agents_page.contact.title", { name: agent.name })}
      </h2>
      {!root?.viewer ? (
        <GuestContactPrompt label={t("agents_page.contact.sign_in")} />
      ) : contact && hasContact ? (
        <ContactActions
          mobile={contact.mobile}
          email={contact.email}
          whatsapp={contact.whatsapp}
          title={agent.name}
          greeting={t("agents_page.contact.whatsapp_text", { name: agent.name, company })}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("agents_page.contact.no_contact")}</p>
      )}
      {viewable.length > 0 ? (
        <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5">
          <Select
            label={t("agents_page.contact.viewing_label")}
            hint={t("agents_page.contact.viewing_hint")}
            name="viewing_listing"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {viewable.map((property) => (
              <option key={property.id} value={property.slug_id}>
                {property.title}
              </option>
            ))}
          </Select>
          <Link
            to={viewingRequestHref(chosen)}
            className={buttonClasses({ className: "w-full" })}
            data-testid="agent-viewing-link"
          >
            <CalendarIcon className="size-4" />
            {t("agents_page.contact.viewing_button")}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

export default function AgentDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRootData();
  const { page, agent, properties, projects, total } = loaderData;
  const place = [agent.city, agent.state, agent.country].filter(Boolean).join(t("app.list_separator"));
  const links = SOCIAL.flatMap(({ key, label }) => {
    const href = webLink(agent[key]);
    return href ? [{ href, label }] : [];
  });
  const timeZone = root?.settings?.timezone || "UTC";
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <SignInPromptProvider
      isSignedIn={Boolean(root?.viewer)}
      renderSignIn={(close) => renderSignInPanel({ redirectTo: here, onLeave: close })}
    >
      <div className="mx-auto max-w-7xl px-4 py-8 pb-24 sm:px-6 lg:px-8 lg:py-10">
        <Breadcrumbs
          items={[
            { label: t("nav.home"), to: "/" },
            { label: t("agents_page.title"), to: "/agents" },
            { label: agent.name },
          ]}
        />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <Card
            className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start sm:p-8"
            data-testid="agent-profile"
          >
            <Avatar src={agent.profile} size="xl" fallback={<BuildingIcon className="size-10" />} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
                  <bdi>{agent.name}</bdi>
                </h1>
                {agent.is_verified ? <VerifiedBadge /> : null}
              </div>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
                {place ? (
                  <div>
                    <dt className="sr-only">{t("agents_page.detail.place")}</dt>
                    <dd className="flex items-center gap-1.5">
                      <MapPinIcon className="size-4 text-brand-700" />
                      {place}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="sr-only">{t("agents_page.listings_label")}</dt>
                  <dd className="flex items-center gap-1.5">
                    <HomeIcon className="size-4 text-brand-700" />
                    {t("agents_page.property_count", { count: agent.property_count })}
                  </dd>
                </div>
                {agent.projects_count > 0 ? (
                  <div>
                    <dt className="sr-only">{t("agents_page.projects_label")}</dt>
                    <dd className="flex items-center gap-1.5">
                      <BuildingIcon className="size-4 text-brand-700" />
                      {t("agents_page.project_count", { count: agent.projects_count })}
                    </dd>
                  </div>
                ) : null}
                {agent.created_at ? (
                  <div>
                    <dt className="sr-only">{t("agents_page.detail.member_since_label")}</dt>
                    <dd>
                      {t("agents_page.detail.member_since", {
                        date: formatDate(agent.created_at, locale, timeZone),
                      })}
                    </dd>
                  </div>
                ) : null}
              </dl>
              {agent.about_me ? (
                <p dir="auto" className="mt-5 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
                  {agent.about_me}
                </p>
              ) : null}
              {links.length > 0 ? (
                <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("agents_page.detail.social")}>
                  {links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex rounded-full border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </Card>
          <AgentContact agent={agent} listings={properties} />
        </div>
        <PhoneContactBar target={CONTACT_ID} price={<bdi>{agent.name}</bdi>} />

        <section aria-labelledby="agent-listings-heading" className="mt-12">
          <h2 id="agent-listings-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t("agents_page.detail.listings", { name: agent.name })}
          </h2>
          <BusyRegion>
            {properties.length === 0 ? (
              <EmptyState
                icon={<HomeIcon className="size-7" />}
                title={t("agents_page.detail.no_listings")}
                testId="agent-listings-empty"
              />
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {properties.map((property) => (
                  <li key={property.id} className="flex">
                    <PropertyCard property={toListingCard(property)} className="w-full" />
                  </li>
                ))}
              </ul>
            )}
          </BusyRegion>
          <Pagination
            page={page}
            totalPages={pageCount(total, PAGE_SIZE)}
            hrefFor={(next) => pagedHref(agentHref(agent.slug_id), { page: next })}
          />
        </section>

        {projects.length > 0 ? (
          <section aria-labelledby="agent-projects-heading" className="mt-16">
            <h2 id="agent-projects-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
              {t("agents_page.detail.projects")}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {projects.map((project) => (
                <li key={project.id} className="flex">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </SignInPromptProvider>
  );
}
