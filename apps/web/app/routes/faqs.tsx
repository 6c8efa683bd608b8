import { useTranslation } from "../lib/i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import { MailIcon, SearchIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Pagination } from "../components/ui/pagination";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { EmptyState } from "../features/content-pages/components/empty-state";
import { FaqAccordion } from "../features/content-pages/components/faq-accordion";
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { pageCount, pagedHref, pageOf } from "../features/content-pages/paging";
import { loadFromApi } from "../lib/api/server-api";
import type { FaqItem } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const page = pageOf(new URL(request.url).searchParams);
  const result = await loadFromApi<FaqItem[]>(context, "faqs", {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    lang: language,
  });
  return { page, faqs: result.data, total: result.total ?? result.data.length };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const page = data?.page ?? 1;
  const title = t("faqs_page.title");
  const path = pagedHref("/faqs", { page });
  return pageMeta({
    title:
      page > 1
        ? `${titleWithCompany(title, company)} – ${t("pagination.page", { n: formatNumber(page, language) })}`
        : titleWithCompany(title, company),
    description: t("faqs_page.description", { company }),
    language,
    publicUrl,
    canonicalPath: path,
    jsonLd: jsonLdGraph(
      ...(data && data.faqs.length > 0 ? [faqPageJsonLd(data.faqs)] : []),
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: title, url: absoluteUrl(publicUrl, "/faqs") },
      ]),
    ),
  });
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, faqs, total } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("faqs_page.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("faqs_page.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("faqs_page.lead")}</p>
      {faqs.length === 0 ? (
        <EmptyState
          icon={<SearchIcon className="size-7" />}
          title={t("faqs_page.empty.title")}
          body={t("faqs_page.empty.body")}
        />
      ) : (
        <div className="mt-8">
          <FaqAccordion items={faqs} />
        </div>
      )}
      <Pagination
        page={page}
        totalPages={pageCount(total, PAGE_SIZE)}
        hrefFor={(next) => pagedHref("/faqs", { page: next })}
      />
      <div className="mt-12 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-8 text-center">
        <p className="font-semibold text-slate-900">{t("faqs_page.still_questions")}</p>
        <Link to="/contact-us" className={buttonClasses({ variant: "primary" })}>
          <MailIcon className="size-4" />
          {t("faqs_page.contact")}
        </Link>
      </div>
    </div>
  );
}
