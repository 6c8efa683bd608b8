import type { InquiryStatus, TOwnerInquiry } from "@manzil/domain/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { DeleteDialog } from "../../../components/owner/delete-dialog";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { apiGet, apiPost } from "../../../lib/api/browser-api";
import type { ApiSuccess } from "../../../lib/api/envelope";
import { failureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import {
  INQUIRIES_KEY,
  INQUIRY_PAGE_SIZE,
  inquiriesHref,
  inquiryTabs,
  type InquiriesView,
} from "../inquiries-view";
import { InquiryCard } from "./inquiry-card";

type InquiriesAnswer = ApiSuccess<TOwnerInquiry[]> & { counts?: Partial<Record<string, number>> };

/** /user/inquiries: what clients asked about the owner's listings, to call them back and follow up. */
export function InquiriesPage({ view }: { view: InquiriesView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const [deleting, setDeleting] = useState<TOwnerInquiry | null>(null);
  const { tab, propertyId, page } = view;

  const inquiries = useQuery({
    queryKey: [INQUIRIES_KEY, viewerId, locale, tab, propertyId, page],
    queryFn: () =>
      apiGet<TOwnerInquiry[]>(INQUIRIES_KEY, {
        status: tab === "all" ? undefined : tab,
        property_id: propertyId ?? undefined,
        offset: (page - 1) * INQUIRY_PAGE_SIZE,
        limit: INQUIRY_PAGE_SIZE,
        lang: locale,
      }) as Promise<InquiriesAnswer>,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [INQUIRIES_KEY] });
  const onDone = (answer: ApiSuccess<unknown>) => {
    toast.success(answer.message);
    void refresh();
  };
  const onFailed = (error: unknown) => toast.error(failureMessage(error, t));
  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: InquiryStatus }) =>
      apiPost("update_inquiry_status", { inquiry_id: id, status }, { lang: locale }),
    onSuccess: onDone,
    onError: onFailed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiPost("delete_inquiry", { inquiry_id: id }, { lang: locale }),
    onSuccess: onDone,
    onError: onFailed,
  });
  const busyId = changeStatus.isPending
    ? changeStatus.variables?.id
    : remove.isPending
      ? remove.variables
      : undefined;

  const counts = inquiries.data?.counts ?? {};
  const total = inquiries.data?.total ?? 0;
  const listingTitle = propertyId !== null ? inquiries.data?.data[0]?.property.title : undefined;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("inquiries.title")}</h1>
      <p className="mt-2 text-slate-600">{t("inquiries.lead")}</p>
      {propertyId !== null ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
            {listingTitle ? t("inquiries.only_listing", { title: listingTitle }) : t("inquiries.one_listing")}
          </span>
          <Link
            to={inquiriesHref({ ...view, propertyId: null, page: 1 })}
            className="text-brand-700 underline"
          >
            {t("inquiries.all_listings")}
          </Link>
        </p>
      ) : null}

      <TabList
        className="mt-8"
        idPrefix="inquiries"
        label={t("inquiries.tabs_label")}
        items={inquiryTabs.map((value) => ({
          value,
          label: `${t(`inquiries.tab.${value}`)}${counts[value] !== undefined ? ` (${formatNumber(counts[value], locale)})` : ""}`,
          href: inquiriesHref({ ...view, tab: value, page: 1 }),
        }))}
        value={tab}
        onChange={(value) => void navigate(inquiriesHref({ ...view, tab: value, page: 1 }))}
      />
      <div {...tabPanelProps("inquiries", tab, tab)} className="mt-6 focus:outline-none">
        {inquiries.isError ? (
          <div>
            <FormAlert tone="error">{failureMessage(inquiries.error, t)}</FormAlert>
            <Button className="mt-4" variant="outline" onClick={() => void inquiries.refetch()}>
              {t("inquiries.retry")}
            </Button>
          </div>
        ) : !inquiries.data ? (
          <PageLoading />
        ) : inquiries.data.data.length === 0 ? (
          <Card className="px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-slate-900">{t(`inquiries.empty.${tab}`)}</h2>
            <p className="mt-2 text-slate-600">{t("inquiries.empty.hint")}</p>
          </Card>
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-busy={inquiries.isFetching}>
              {inquiries.data.data.map((inquiry) => (
                <li key={inquiry.id}>
                  <InquiryCard
                    inquiry={inquiry}
                    isBusy={busyId === inquiry.id}
                    onStatus={(status) => changeStatus.mutate({ id: inquiry.id, status })}
                    onDelete={() => setDeleting(inquiry)}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Pagination
                page={page}
                totalPages={Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE))}
                hrefFor={(target) => inquiriesHref({ ...view, page: target })}
              />
            </div>
          </>
        )}
      </div>
      <DeleteDialog
        title={deleting?.client_name ?? null}
        messages="inquiries.delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
