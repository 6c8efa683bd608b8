import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { WebSettings } from "../../lib/api/types";
import { appStoreLinks } from "../../lib/device/mobile-platform";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { MailIcon, MapPinIcon, PhoneIcon } from "../icons/icons";
import { BrandLogo } from "./brand-logo";

type SiteFooterProps = { companyName: string; settings: WebSettings | null; year: number };

export function SiteFooter({ companyName, settings, year }: SiteFooterProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const stores = appStoreLinks(settings?.playstore_id, settings?.appstore_id);
  const phones = [settings?.company_tel1, settings?.company_tel2].filter((p): p is string => Boolean(p));
  return (
    <footer className="mt-20 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandLogo name={companyName} inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="mb-4 text-sm font-bold text-white">
            {t("footer.explore")}
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            <li>
              <Link
                to="/"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("nav.home")}
              </Link>
            </li>
            <li>
              <Link
                to="/properties"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("nav.properties")}
              </Link>
            </li>
            <li>
              <Link
                to="/projects"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.projects")}
              </Link>
            </li>
            <li>
              <Link
                to="/agents"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.agents")}
              </Link>
            </li>
            <li>
              <Link
                to="/articles"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.articles")}
              </Link>
            </li>
            <li>
              <Link
                to="/faqs"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.faqs")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company-heading">
          <h2 id="footer-company-heading" className="mb-4 text-sm font-bold text-white">
            {t("content_nav.company")}
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            <li>
              <Link
                to="/about-us"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.about")}
              </Link>
            </li>
            <li>
              <Link
                to="/contact-us"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.contact")}
              </Link>
            </li>
            <li>
              <Link
                to="/privacy-policy"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.privacy")}
              </Link>
            </li>
            <li>
              <Link
                to="/terms-and-condition"
                className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {t("content_nav.terms")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-bold text-white">{t("footer.contact")}</h2>
          <address className="flex flex-col gap-3 text-sm not-italic">
            {settings?.company_address ? (
              <p className="flex items-start gap-2">
                <MapPinIcon className="mt-0.5 size-4 text-brand-400" />
                <span>{settings.company_address}</span>
              </p>
            ) : null}
            {settings?.company_email ? (
              <a
                href={`mailto:${settings.company_email}`}
                className="flex items-center gap-2 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                <MailIcon className="size-4 text-brand-400" />
                <span dir="ltr">{settings.company_email}</span>
              </a>
            ) : null}
            {phones.map((phone) => (
              <a
                key={phone}
                href={`tel:${phone.replace(/[^+\d]/g, "")}`}
                className="flex items-center gap-2 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                <PhoneIcon className="size-4 text-brand-400" />
                <span dir="ltr">{phone}</span>
              </a>
            ))}
          </address>
        </div>
        {stores.playStore || stores.appStore ? (
          <div>
            <h2 className="mb-4 text-sm font-bold text-white">{t("footer.get_the_app")}</h2>
            <ul className="flex flex-col gap-2.5 text-sm">
              {stores.playStore ? (
                <li>
                  <a
                    href={stores.playStore}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex rounded-lg border border-slate-700 px-4 py-2 font-semibold hover:border-brand-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
                  >
                    {t("app_prompt.google_play")}
                  </a>
                </li>
              ) : null}
              {stores.appStore ? (
                <li>
                  <a
                    href={stores.appStore}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex rounded-lg border border-slate-700 px-4 py-2 font-semibold hover:border-brand-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
                  >
                    {t("app_prompt.app_store")}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-500 sm:px-6 lg:px-8">
          {t("footer.copyright", {
            year: formatNumber(year, locale, { useGrouping: false }),
            name: companyName,
          })}
        </p>
      </div>
    </footer>
  );
}
