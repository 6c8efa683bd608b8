import {
  adminAdvertisementStatuses,
  type TAdminAdvertisement,
  type TAdminAdvertisementDecision,
} from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PagedList } from "../../../components/ui/paged-list";
import { Input } from "../../../components/ui/input";
import { StatusBadge } from "../../../components/ui/status-badge";
import { apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import { ADS_KEY, adsFiltersOf, adsHref, adStatusTone, PAGE_SIZE, type AdsView } from "../admin-oversight";
import { DecisionDialog } from "./decision-dialog";

type AdAction = "approve" | "reject" | "end";

/** /admin/advertisements: members' featurings, pending ones first; approve, reject with a reason, end early. */
export function AdvertisementsPage({ view }: { view: AdsView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { list, total, totalPages } = usePagedList<TAdminAdvertisement>({
    endpoint: ADS_KEY,
    filters: adsFiltersOf(view),
    page: view.page,
    pageSize: PAGE_SIZE,
  });
  const [asking, setAsking] = useState<{ action: AdAction; ad: TAdminAdvertisement } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = useRef(false);
  const act = useMutation({
    mutationFn: ({ action, id, reason }: { action: AdAction; id: number; reason?: string }) =>
      apiPost<TAdminAdvertisementDecision>(`admin/advertisements/${id}/${action}`, reason ? { reason } : {}, {
        lang: locale,
      }),
    onSuccess: (answer) => {
      decided.current = true;
      setAsking(null);
      toast.success(answer.message);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [ADS_KEY] }),
  });
  const show = (next: Partial<AdsView>) => void navigate(adsHref({ ...view, ...next, page: 1 }));
  const titleOf = (ad: TAdminAdvertisement) =>
    locale === "ar" && ad.listing.title_ar ? ad.listing.title_ar : ad.listing.title;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold text-slate-900 focus:outline-none sm:text-4xl"
      >
        {t("adminOversight.ads.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("adminOversight.ads.lead")}</p>
      <ChoiceLinks
        className="mt-6"
        label={t("adminOversight.ads.status_label")}
        choices={(["", ...adminAdvertisementStatuses] as const).map((status) => ({
          key: status || "all",
          text: t(`adminOversight.ads.status.${status || "all"}`),
          href: adsHref({ ...view, status, page: 1 }),
          isCurrent: view.status === status,
        }))}
      />
      <Filters key={`${view.q}|${view.owner}|${view.from}|${view.to}`} view={view} onApply={show} />

      <PagedList
        list={list}
        page={view.page}
        totalPages={totalPages}
        hrefFor={(page) => adsHref({ ...view, page })}
        countText={t("adminOversight.ads.count", { count: total })}
        emptyTitle={t("adminOversight.ads.empty")}
        retryLabel={t("adminOversight.retry")}
        keyOf={(ad) => ad.id}
        renderItem={(ad) => (
          <Card className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-bold break-words text-slate-900" dir="auto">
                  {titleOf(ad)}
                </h2>
                <StatusBadge
                  tone={adStatusTone[ad.status]}
                  state={ad.status}
                  text={t(`adminOversight.ads.status.${ad.status}`)}
                />
              </div>
              <p className="mt-1 text-slate-600">
                {t(`adminOversight.ads.target.${ad.target}`)} · {t("adminOversight.owner")}:{" "}
                <span dir="auto">{ad.owner.name}</span>
              </p>
              <p className="mt-1 text-slate-600">
                {t("adminOversight.ads.period", {
                  from: formatDate(ad.starts_at, locale),
                  to: formatDate(ad.ends_at, locale),
                })}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {ad.status === "pending" ? (
                <>
                  <Button size="sm" onClick={() => ask("approve", ad)} disabled={act.isPending}>
                    {t("adminOversight.ads.approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => ask("reject", ad)}
                    disabled={act.isPending}
                  >
                    {t("adminOversight.ads.reject")}
                  </Button>
                </>
              ) : ad.status === "approved" ? (
                <Button size="sm" variant="outline" onClick={() => ask("end", ad)} disabled={act.isPending}>
                  {t("adminOversight.ads.end")}
                </Button>
              ) : null}
            </div>
          </Card>
        )}
      />

      {asking ? (
        <DecisionDialog
          title={t(`adminOversight.ads.confirm.${asking.action}.title`)}
          lead={t(`adminOversight.ads.confirm.${asking.action}.lead`, { title: titleOf(asking.ad) })}
          confirmLabel={t(`adminOversight.ads.confirm.${asking.action}.confirm`)}
          danger={asking.action !== "approve"}
          reason={
            asking.action === "reject"
              ? { label: t("adminOversight.reason"), hint: t("adminOversight.reason_hint") }
              : undefined
          }
          isSending={act.isPending}
          // The buttons that opened the dialog are gone once it is decided: the page's title takes the focus.
          focusAfterDecision={{ decided, target: heading }}
          failure={act.isError ? actionFailureMessage(act.error, t) : null}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            act.mutate({ action: asking.action, id: asking.ad.id, ...(reason ? { reason } : {}) })
          }
        />
      ) : null}
    </div>
  );

  function ask(action: AdAction, ad: TAdminAdvertisement) {
    act.reset();
    decided.current = false;
    setAsking({ action, ad });
  }
}

/** Title, owner and period, applied together (the address follows, so a search can be shared). */
function Filters({ view, onApply }: { view: AdsView; onApply: (next: Partial<AdsView>) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ q: view.q, owner: view.owner, from: view.from, to: view.to });
  const reversed = values.from !== "" && values.to !== "" && values.to < values.from;
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onApply(values);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="mt-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-5"
      noValidate
    >
      {(
        [
          ["q", "adminOversight.ads.search"],
          ["owner", "adminOversight.ads.owner_search"],
        ] as const
      ).map(([key, label]) => (
        <div key={key} className="col-span-2 lg:col-span-1">
          <Input
            type="search"
            label={t(label)}
            value={values[key]}
            dir="auto"
            maxLength={100}
            onChange={set(key)}
          />
        </div>
      ))}
      <Input type="date" label={t("adminOversight.ads.from")} value={values.from} onChange={set("from")} />
      <Input
        type="date"
        label={t("adminOversight.ads.to")}
        value={values.to}
        onChange={set("to")}
        error={reversed ? t("adminOversight.ads.period_reversed") : undefined}
      />
      <Button type="submit" variant="secondary" className="col-span-2 lg:col-span-1">
        {t("adminOversight.ads.apply")}
      </Button>
    </form>
  );
}
