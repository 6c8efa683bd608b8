import { useTranslation } from "../../lib/i18n/use-translation";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { buttonClasses } from "../ui/button";

function StatusLayout({
  code,
  title,
  body,
  testId,
}: {
  code: number;
  title: string;
  body: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section
      data-testid={testId}
      aria-labelledby="status-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-700 sm:text-8xl">
        {formatNumber(code, locale, { useGrouping: false })}
      </p>
      <h1 id="status-title" className="mt-4 text-3xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ variant: "primary", size: "lg" })}>
          {t("status.go_home")}
        </Link>
        <Link to="/properties" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("status.browse_properties")}
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code={404}
      title={t("status.not_found.title")}
      body={t("status.not_found.body")}
      testId="not-found"
    />
  );
}

/** Any other failure; `message` is already translated (spec §8 catalogue). */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation();
  return <StatusLayout code={status} title={t("status.error.title")} body={message} testId="error-page" />;
}
