import type { TAdminVerificationApplication, TAdminVerificationField } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PagedList } from "../../../components/ui/paged-list";
import { apiGet } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  ADMIN_APPLICATIONS_KEY,
  ADMIN_APPLICATIONS_PAGE_SIZE,
  adminVerificationHref,
  applicationStates,
  type AdminVerificationView,
} from "../admin-verification";
import { ApplicationCard } from "./application-card";
import { FieldsManager } from "./fields-manager";

/** /admin/verification: members' verification applications by state (waiting first), each with its answers. */
export function AdminVerificationPage({ view }: { view: AdminVerificationView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { state, page } = view;
  // The questions with their options in the admin's language, so stored choices read in it too (best effort:
  // without them the stored English value shows).
  const fields = useQuery({
    queryKey: ["admin/verification/fields", locale],
    queryFn: () => apiGet<TAdminVerificationField[]>("admin/verification/fields", { lang: locale }),
  });
  const { list, total, totalPages } = usePagedList<TAdminVerificationApplication>({
    endpoint: ADMIN_APPLICATIONS_KEY,
    filters: { status: state },
    page,
    pageSize: ADMIN_APPLICATIONS_PAGE_SIZE,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("verification.admin.title")}</h1>
      <p className="mt-2 text-slate-600">{t("verification.admin.lead")}</p>
      <ChoiceLinks
        className="mt-6"
        label={t("verification.admin.states_label")}
        choices={applicationStates.map((value) => ({
          key: value,
          text: t(`verification.admin.state.${value}`),
          href: adminVerificationHref({ state: value, page: 1 }),
          isCurrent: value === state,
        }))}
      />
      <PagedList
        list={list}
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => adminVerificationHref({ ...view, page: target })}
        countText={t("verification.admin.count", { count: total })}
        emptyTitle={t(`verification.admin.empty.${state}`)}
        retryLabel={t("verification.retry")}
        keyOf={(application) => application.id}
        renderItem={(application) => <ApplicationCard application={application} fields={fields.data?.data} />}
      />
      <FieldsManager />
    </div>
  );
}
