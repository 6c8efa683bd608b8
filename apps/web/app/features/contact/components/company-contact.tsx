import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { MailIcon, MapPinIcon, PhoneIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import type { WebSettings } from "../../../lib/api/types";
import { companyCoordinates } from "../company-location";

/** The company's telephone, e-mail and address from web-settings; the map is passed in by the page. */
export function CompanyContact({
  settings,
  companyName,
  renderMap,
}: {
  settings: WebSettings | null | undefined;
  companyName: string;
  renderMap: (point: { latitude: number; longitude: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  const point = companyCoordinates(settings);
  const phones = [settings?.company_tel1, settings?.company_tel2].filter((phone): phone is string =>
    Boolean(phone?.trim()),
  );
  const hasDetails = Boolean(phones.length > 0 || settings?.company_email || settings?.company_address);
  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8" data-testid="company-contact">
      <h2 className="text-xl font-bold text-slate-900">
        {t("contact_page.company.title", { company: companyName })}
      </h2>
      {hasDetails ? (
        <address className="flex flex-col gap-4 text-slate-700 not-italic">
          {phones.map((phone) => (
            <a
              key={phone}
              href={`tel:${phone.replace(/[^+\d]/g, "")}`}
              className="flex items-center gap-3 rounded-lg hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <PhoneIcon className="size-5" />
              </span>
              <span>
                <span className="block text-xs text-slate-500">{t("contact_page.company.phone")}</span>
                <span dir="ltr" className="font-semibold">
                  {phone}
                </span>
              </span>
            </a>
          ))}
          {settings?.company_email ? (
            <a
              href={`mailto:${settings.company_email}`}
              className="flex items-center gap-3 rounded-lg hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <MailIcon className="size-5" />
              </span>
              <span>
                <span className="block text-xs text-slate-500">{t("contact_page.company.email")}</span>
                <span dir="ltr" className="font-semibold">
                  {settings.company_email}
                </span>
              </span>
            </a>
          ) : null}
          {settings?.company_address ? (
            <p className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <MapPinIcon className="size-5" />
              </span>
              <span>
                <span className="block text-xs text-slate-500">{t("contact_page.company.address")}</span>
                <span className="font-semibold">{settings.company_address}</span>
              </span>
            </p>
          ) : null}
        </address>
      ) : (
        <p className="text-slate-600">{t("contact_page.company.none")}</p>
      )}
      {point ? <div className="h-64 overflow-hidden rounded-xl">{renderMap(point)}</div> : null}
    </Card>
  );
}
