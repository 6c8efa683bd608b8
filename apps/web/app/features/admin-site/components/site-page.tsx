import { useTranslation } from "../../../lib/i18n/use-translation";
import { LanguagesSection } from "./languages-section";
import { SiteImagesSection } from "./site-images-section";
import { TaxRatesSection } from "./tax-rates-section";

/** /admin/site: the site's logos and favicon, stay tax rates and languages, each section saved on its own. */
export function SitePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminSite.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminSite.lead")}</p>
      <div className="mt-8 flex flex-col gap-6">
        <SiteImagesSection />
        <TaxRatesSection />
        <LanguagesSection />
      </div>
    </div>
  );
}
