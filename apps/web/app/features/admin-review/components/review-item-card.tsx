import type { TModerationQueueItem } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { publicPathOf, REVIEW_QUEUE_KEY } from "../review-queue";
import { RejectDialog } from "./reject-dialog";

type Decision = { request_status: "approved" } | { request_status: "rejected"; reject_reason: string };

/** One item waiting (or decided): what it is, whose it is, and the admin's two answers. */
export function ReviewItemCard({ item }: { item: TModerationQueueItem }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      apiPost<TModerationQueueItem>(
        `admin/moderate-${item.type}`,
        { id: item.id, ...decision },
        { lang: locale },
      ),
    onSuccess: (answer) => {
      setRejecting(false);
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: [REVIEW_QUEUE_KEY] });
    },
    onError: (error) => {
      // A missing or over-long reason is shown at the field; anything else in a toast.
      if (!(error instanceof ApiRequestError && error.fieldErrors?.reject_reason)) {
        toast.error(failureMessage(error, t));
      }
    },
  });
  const reasonError =
    decide.error instanceof ApiRequestError ? decide.error.fieldErrors?.reject_reason?.[0] : undefined;
  const title = locale === "ar" && item.title_ar ? item.title_ar : item.title;
  const otherTitle = locale === "ar" ? item.title : item.title_ar;

  return (
    <Card className="p-5">
      <article aria-labelledby={`review-${item.type}-${item.id}`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`review-${item.type}-${item.id}`} className="text-lg font-bold text-slate-900">
              {title}
            </h3>
            {otherTitle ? (
              <p className="text-sm text-slate-500" lang={locale === "ar" ? "en" : "ar"} dir="auto">
                {otherTitle}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-500">
            {t("admin_review.updated", { date: formatDate(item.updated_at, locale) })}
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-600">{t("admin_review.owner")}</dt>
            <dd className="min-w-0 truncate text-slate-900">
              {item.owner.name} · <span dir="ltr">{item.owner.email}</span>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-600">{t("admin_review.city")}</dt>
            <dd className="text-slate-900">{item.city}</dd>
          </div>
        </dl>
        {item.description ? (
          <p className="line-clamp-3 text-sm text-slate-700" dir="auto">
            {item.description}
          </p>
        ) : null}
        {item.reject_reason ? (
          <p className="rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800" data-testid="review-reason">
            {t("admin_review.reason_given")} <span dir="auto">{item.reject_reason}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {item.request_status === "approved" ? (
            <Link to={publicPathOf(item)} className={buttonClasses({ variant: "ghost" })}>
              {t("admin_review.open_public")}
            </Link>
          ) : null}
          {item.request_status !== "rejected" ? (
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={decide.isPending}>
              {t("admin_review.reject.open")}
            </Button>
          ) : null}
          {item.request_status !== "approved" ? (
            <Button onClick={() => decide.mutate({ request_status: "approved" })} disabled={decide.isPending}>
              {decide.isPending && !isRejecting ? t("admin_review.sending") : t("admin_review.approve")}
            </Button>
          ) : null}
        </div>
      </article>
      {isRejecting ? (
        <RejectDialog
          title={title}
          open
          onOpenChange={(open) => {
            setRejecting(open);
            if (!open) decide.reset();
          }}
          serverError={reasonError}
          isSending={decide.isPending}
          onReject={(reason) => decide.mutate({ request_status: "rejected", reject_reason: reason })}
        />
      ) : null}
    </Card>
  );
}
