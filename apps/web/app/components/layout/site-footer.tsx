import { useTranslation } from "../../lib/i18n/use-translation";
import { Link } from "react-router";
import type { WebSettings } from "../../lib/api/types";
import { appStoreLinks } from "../../lib/device/mobile-platform";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { MailIcon, MapPinIcon, PhoneIcon } from "../icons/icons";
import { BrandLogo } from "./brand-logo";

type SiteFooterProps = { companyName: string; settings: WebSettings | null; year: number };

/** The footer's link columns: message keys and paths, so adding a page is one line. */
const footerNavigation = [
  {
    id: "explore",
    heading: "footer.explore",
    links: [
      { to: "/", label: "nav.home" },
      { to: "/properties", label: "nav.properties" },
      { to: "/projects", label: "content_nav.projects" },
      { to: "/agents", label: "content_nav.agents" },
      { to: "/articles", label: "content_nav.articles" },
      { to: "/faqs", label: "content_nav.faqs" },
    ],
  },
  {
    id: "discover",
    heading: "footer.discover",
    links: [
      { to: "/properties/featured", label: "lists.featured.nav" },
      { to: "/properties/trending", label: "lists.trending.nav" },
      { to: "/properties/top-rated", label: "lists.top-rated.nav" },
      { to: "/properties/premium", label: "lists.premium.nav" },
      { to: "/properties/most-viewed", label: "lists.most-viewed.nav" },
      { to: "/map-view", label: "footer.map_view" },
    ],
  },
  {
    id: "tools",
    heading: "footer.tools",
    links: [
      { to: "/mortgage-calculator", label: "footer.mortgage_calculator" },
      { to: "/area-converter", label: "footer.area_converter" },
      { to: "/compare-properties", label: "footer.compare" },
    ],
  },
  {
    id: "company",
    heading: "content_nav.company",
    links: [
      { to: "/about-us", label: "content_nav.about" },
      { to: "/contact-us", label: "content_nav.contact" },
      { to: "/privacy-policy", label: "content_nav.privacy" },
      { to: "/terms-and-condition", label: "content_nav.terms" },
    ],
  },
] as const;

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={`footer-${id}-heading`}>
      <h2 id={`footer-${id}-heading`} className="mb-4 text-sm font-bold text-white">
        {heading}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ companyName, settings, year }: SiteFooterProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const stores = appStoreLinks(settings?.playstore_id, settings?.appstore_id);
  const phones = [settings?.company_tel1, settings?.company_tel2].filter((p): p is string => Boolean(p));
  return (
    <footer className="mt-20 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="flex flex-col gap-4">
          {/* The footer logo from settings (drawn for the dark footer); the wordmark when there is none. */}
          <BrandLogo src={settings?.web_footer_logo || undefined} name={companyName} inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t("footer.tagline")}</p>
        </div>
        {footerNavigation.map((column) => (
          <FooterLinks
            key={column.id}
            id={column.id}
            heading={t(column.heading)}
            links={column.links.map((link) => ({ to: link.to, label: t(link.label) }))}
          />
        ))}
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
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t("footer.copyright", {
            year: formatNumber(year, locale, { useGrouping: false }),
            name: companyName,
          })}
        </p>
      </div>
    </footer>
  );
}
