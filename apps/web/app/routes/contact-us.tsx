import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/contact-us";
import { Card } from "../components/ui/card";
import { CompanyContact } from "../features/contact/components/company-contact";
import { ContactForm } from "../features/contact/components/contact-form";
import { contactAction } from "../features/contact/contact-action.server";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { PropertyLocationMap } from "../features/map/components/property-location-map";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const settings = root?.settings;
  const title = t("contact_page.title");
  return pageMeta({
    title: titleWithCompany(title, company),
    description: t("contact_page.description", { company }),
    language,
    publicUrl,
    canonicalPath: "/contact-us",
    jsonLd: jsonLdGraph(
      {
        "@type": "ContactPage",
        name: title,
        url: absoluteUrl(publicUrl, "/contact-us"),
        inLanguage: language,
        about: {
          "@type": "Organization",
          name: company,
          url: absoluteUrl(publicUrl, "/"),
          ...(settings?.company_email ? { email: settings.company_email } : {}),
          ...(settings?.company_tel1 ? { telephone: settings.company_tel1 } : {}),
          ...(settings?.company_address ? { address: settings.company_address } : {}),
        },
      },
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: title, url: absoluteUrl(publicUrl, "/contact-us") },
      ]),
    ),
  });
};

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const companyName = root?.settings?.company_name || t("app.name");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("contact_page.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("contact_page.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("contact_page.lead")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <Card className="p-6 sm:p-8 lg:col-span-3">
          <h2 className="mb-6 text-xl font-bold text-slate-900">{t("contact_page.form_title")}</h2>
          <ContactForm actionData={actionData} />
        </Card>
        <div className="lg:col-span-2">
          <CompanyContact
            settings={root?.settings}
            companyName={companyName}
            renderMap={(point) => (
              <PropertyLocationMap
                latitude={point.latitude}
                longitude={point.longitude}
                label={t("contact_page.company.map_label", { company: companyName })}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
}
