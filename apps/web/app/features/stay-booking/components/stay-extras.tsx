import type { THotelAddonPackage, TPropertyCertificate } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileIcon } from "../../../components/icons/icons";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatTimeOfDay } from "../calendar-grid";
import { packageDescription, packageName, type StayDetails } from "../stay-details";
import { policyLines } from "../stay-policies";
import { AddonPrice } from "./addon-price";

export function AddonList({ packages }: { packages: readonly THotelAddonPackage[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="mt-4 flex flex-col gap-3" data-testid="addon-packages">
      {packages.map((pack) => {
        const description = packageDescription(pack, locale);
        return (
          <li
            key={pack.id}
            className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4 sm:flex-row sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900" dir="auto">
                {packageName(pack, locale)}
              </h3>
              {description ? (
                <p className="mt-1 text-sm text-slate-600" dir="auto">
                  {description}
                </p>
              ) : null}
            </div>
            <p className="text-sm text-slate-600 sm:text-end">
              <span className="sr-only">{t("stay_booking.addons.price")}: </span>
              <AddonPrice pack={pack} className="text-slate-900" />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function CertificateList({ certificates }: { certificates: readonly TPropertyCertificate[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-col gap-3" data-testid="certificates">
      {certificates.map((certificate) => (
        <li key={certificate.id} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700">
            <FileIcon />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-medium text-slate-900" dir="auto">
              {certificate.title}
            </h3>
            {certificate.description ? (
              <p className="mt-0.5 text-sm text-slate-600" dir="auto">
                {certificate.description}
              </p>
            ) : null}
          </div>
          {certificate.file ? (
            <a
              href={certificate.file}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("stay_booking.certificates.open_named", { title: certificate.title })}
              className="inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden>{t("stay_booking.certificates.open")}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Check-in and check-out times, then the booking rules in plain words. */
export function StayPolicies({ stay }: { stay: StayDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = (value: string | null, key: "check_in_time" | "check_out_time") =>
    value
      ? t(`stay_booking.policies.${key}`, { time: formatTimeOfDay(value, locale) })
      : t("stay_booking.policies.time_not_set");
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {(
          [
            ["check_in", time(stay.checkIn, "check_in_time")],
            ["check_out", time(stay.checkOut, "check_out_time")],
          ] as const
        ).map(([name, text]) => (
          <div key={name} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">{t(`stay_booking.policies.${name}`)}</dt>
            <dd
              className="mt-0.5 font-semibold text-slate-900"
              data-testid={`${name.replace("_", "-")}-time`}
            >
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <ul
        className="mt-4 flex list-disc flex-col gap-2 ps-5 text-sm text-slate-700"
        data-testid="stay-policies"
      >
        {policyLines(stay).map((line) => (
          <li key={line.id}>{t(line.key, line.params ?? {})}</li>
        ))}
      </ul>
    </>
  );
}
