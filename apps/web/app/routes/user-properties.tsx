import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/user-properties";
import { PlusIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { useOwnProfile } from "../lib/session/use-own-profile";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("user_properties.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/properties, "add property" (spec §2). A signed-in page: its data loads in the browser. */
export default function UserProperties() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const name = profile.data?.data.name;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("user_properties.title")}</h1>
      <p className="mt-2 min-h-7 text-slate-600">{name ? t("user_properties.signed_in_as", { name }) : ""}</p>
      <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <PlusIcon className="size-8" />
        </span>
        <h2 className="mt-6 text-xl font-bold text-slate-900">{t("user_properties.empty.title")}</h2>
        <p className="mt-2 max-w-md text-slate-600">{t("user_properties.empty.body")}</p>
        <Link to="/properties" className={buttonClasses({ variant: "outline", className: "mt-8" })}>
          {t("status.browse_properties")}
        </Link>
      </Card>
    </div>
  );
}
