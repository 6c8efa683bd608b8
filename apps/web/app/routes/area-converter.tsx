import { useTranslation } from "../lib/i18n/use-translation";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/area-converter";
import { readConverterParams } from "../features/area-converter/area-conversion";
import { AreaConverter } from "../features/area-converter/components/area-converter";
import { pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  return pageMeta({
    title: titleWithCompany(t("area_converter.title"), company),
    description: t("area_converter.description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: "/area-converter",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: t("area_converter.title"),
      applicationCategory: "UtilitiesApplication",
      operatingSystem: "Any",
      inLanguage: language,
    },
  });
};

export default function AreaConverterPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const initial = readConverterParams(search);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t("area_converter.title")}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-600">{t("area_converter.lead")}</p>
      {/* A new query string (the no-JavaScript form, a shared link) starts the converter afresh. */}
      <AreaConverter key={search.toString()} initial={initial} />
    </div>
  );
}
