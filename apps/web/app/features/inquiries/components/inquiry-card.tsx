import type { InquiryStatus, TOwnerInquiry } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { nextStatesOf } from "../inquiries-view";

const STATUS_TONE: Record<InquiryStatus, string> = {
  pending: "bg-amber-50 text-amber-800",
  accepted: "bg-sky-50 text-sky-800",
  complete: "bg-emerald-50 text-emerald-800",
  cancelled: "bg-slate-100 text-slate-600",
};

type InquiryCardProps = {
  inquiry: TOwnerInquiry;
  isBusy: boolean;
  onStatus: (status: InquiryStatus) => void;
  onDelete: () => void;
};

/** One client's request: who, how to reach them, when they would like to come, and the owner's follow-up. */
export function InquiryCard({ inquiry, isBusy, onStatus, onDelete }: InquiryCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = `inquiry-${inquiry.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              {inquiry.client_name}
            </h3>
            <p className="text-sm text-slate-600">
              {t("inquiries.about")}{" "}
              <Link
                to={`/my-property/${encodeURIComponent(inquiry.property.slug_id)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                <bdi>{inquiry.property.title}</bdi>
              </Link>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1 text-sm">
            <span className={clsx("rounded-full px-3 py-1 font-semibold", STATUS_TONE[inquiry.status])}>
              {t(`inquiries.status.${inquiry.status}`)}
            </span>
            <span className="text-slate-500">
              {t("inquiries.received", { date: formatDate(inquiry.created_at, locale) })}
            </span>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-slate-600">{t("inquiries.phone")}</dt>
            <dd>
              <a
                href={`tel:${inquiry.client_number.replace(/[^\d+]/g, "")}`}
                dir="ltr"
                className="text-brand-700"
              >
                {inquiry.client_number}
              </a>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="font-semibold text-slate-600">{t("inquiries.email")}</dt>
            <dd className="truncate">
              <a href={`mailto:${inquiry.client_email}`} dir="ltr" className="text-brand-700">
                {inquiry.client_email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t("inquiries.day")}</dt>
            <dd className="text-slate-900" dir="auto">
              {inquiry.corresponding_day ?? t("inquiries.no_day")}
            </dd>
          </div>
        </dl>
        {inquiry.message ? (
          <blockquote className="border-s-4 border-slate-200 ps-4 text-sm text-slate-700" dir="auto">
            {inquiry.message}
          </blockquote>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onDelete} disabled={isBusy}>
            {t("inquiries.delete.open")}
          </Button>
          {nextStatesOf(inquiry.status).map((status) => (
            <Button
              key={status}
              variant={status === "cancelled" ? "outline" : "primary"}
              onClick={() => onStatus(status)}
              disabled={isBusy}
            >
              {t(`inquiries.mark.${status}`)}
            </Button>
          ))}
        </div>
      </article>
    </Card>
  );
}
