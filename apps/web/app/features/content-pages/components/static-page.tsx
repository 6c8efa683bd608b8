import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { MailIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useRootData } from "../../../lib/seo/root-data";
import { STATIC_PAGES, staticPageHtml, type StaticPageKind } from "../static-pages";
import { Breadcrumbs } from "./breadcrumbs";
import { EmptyState } from "./empty-state";
import { RichText, richTextClasses } from "./rich-text";

/** About us, privacy policy or terms: the admin's text from web-settings, or a friendly empty state. */
export function StaticPage({ kind }: { kind: StaticPageKind }) {
  const { t } = useTranslation();
  const root = useRootData();
  const page = STATIC_PAGES[kind];
  const html = staticPageHtml(root?.settings, kind);
  const title = t(`static_page.${page.i18nKey}.title`);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14" data-testid="static-page">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: title }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {html ? (
        <Card className="mt-8 p-6 sm:p-10">
          <RichText html={html} className={richTextClasses} />
        </Card>
      ) : (
        <EmptyState
          icon={<MailIcon className="size-7" />}
          title={t("static_page.empty.title")}
          body={t("static_page.empty.body")}
          action={
            <Link to="/contact-us" className={buttonClasses({ variant: "outline" })}>
              {t("static_page.empty.contact")}
            </Link>
          }
        />
      )}
    </article>
  );
}
