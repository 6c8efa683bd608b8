import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../lib/i18n/use-translation";
import { MailIcon, PhoneIcon } from "../icons/icons";
import { Dialog } from "../ui/dialog";
import { apiGet } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";
import { formatDate } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { INTERESTED_USERS_KEY, type InterestedUser } from "./own-listing";

/** The API's largest page: one listing rarely draws more leads than that. */
const LIMIT = 100;

type InterestedUsersDialogProps = {
  /** The listing whose leads are shown; null closes the dialog. */
  listing: { id: number; title: string } | null;
  onClose: () => void;
};

/** Who is interested in a listing and how to reach them (mail and phone open the visitor's apps). */
export function InterestedUsersDialog({ listing, onClose }: InterestedUsersDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const users = useQuery({
    queryKey: [INTERESTED_USERS_KEY, listing?.id, locale],
    queryFn: () =>
      apiGet<InterestedUser[]>(INTERESTED_USERS_KEY, {
        property_id: listing?.id,
        limit: LIMIT,
        lang: locale,
      }),
    enabled: listing !== null,
    // New leads arrive while the page is open: every opening asks again.
    refetchOnMount: "always",
  });
  const items = users.data?.data ?? [];
  const total = users.data?.total ?? items.length;

  return (
    <Dialog
      open={listing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("owner.interested.title", { title: listing?.title ?? "" })}
      className="max-w-2xl"
    >
      <div data-testid="interested-users-dialog">
        {users.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t("owner.interested.loading")}
          </p>
        ) : users.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {failureMessage(users.error, t)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("owner.interested.empty")}</p>
        ) : (
          <>
            <p className="mb-3 text-sm font-semibold text-slate-700">
              {t("owner.interested.count", { count: total })}
            </p>
            <ul aria-label={t("owner.interested.list_label")} className="divide-y divide-slate-200">
              {items.map((user) => (
                <li key={user.id} className="flex flex-col gap-1 py-3" data-testid="interested-user">
                  <span className="font-semibold text-slate-900">{user.name}</span>
                  <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {user.email ? (
                      <a
                        href={`mailto:${user.email}`}
                        dir="ltr"
                        className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <MailIcon className="size-4" aria-hidden />
                        <span className="sr-only">{t("owner.interested.email")}: </span>
                        {user.email}
                      </a>
                    ) : null}
                    {user.mobile ? (
                      <a
                        href={`tel:${user.mobile.replace(/[^\d+]/g, "")}`}
                        dir="ltr"
                        className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <PhoneIcon className="size-4" aria-hidden />
                        <span className="sr-only">{t("owner.interested.mobile")}: </span>
                        {user.mobile}
                      </a>
                    ) : null}
                  </span>
                  <span className="text-xs text-slate-500">
                    {t("owner.interested.date")}: {formatDate(user.interested_at, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
