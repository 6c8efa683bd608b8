import type { TAdminUser, TAdminUserDetail } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiGet, apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { USERS_KEY } from "../admin-users";
import { ConfirmActionDialog, type UserAction } from "./confirm-action-dialog";
import { UserBadges } from "./user-badges";

/** /admin/users/:id: one member's facts and counts, and the admin's four answers about their account. */
export function UserDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const queryKey = [USERS_KEY, "detail", id, locale];
  const detail = useQuery({
    queryKey,
    queryFn: () => apiGet<TAdminUserDetail>(`admin/users/${id}`, { lang: locale }),
    refetchOnMount: "always",
  });
  const [asking, setAsking] = useState<UserAction | null>(null);
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: UserAction; reason?: string }) => {
      const path = `admin/users/${id}`;
      if (action === "deactivate")
        return apiPost<TAdminUser>(`${path}/deactivate`, reason ? { reason } : {}, { lang: locale });
      if (action === "reactivate") return apiPost<TAdminUser>(`${path}/reactivate`, {}, { lang: locale });
      return apiPost<TAdminUser>(
        `${path}/role`,
        { role: action === "make_admin" ? "admin" : "customer" },
        { lang: locale },
      );
    },
    onSuccess: (answer, { action }) => {
      setAsking(null);
      toast.success(answer.message || t(`adminUsers.done.${action}`));
    },
    // The list and this page both show the account's state: read them again, whatever the answer.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });

  if (detail.isError) {
    return (
      <Frame>
        <QueryFailure
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retryLabel={t("adminUsers.retry")}
        />
      </Frame>
    );
  }
  if (!detail.data) {
    return (
      <Frame>
        <PageLoading />
      </Frame>
    );
  }
  const user = detail.data.data;
  const name = user.name || t("adminUsers.no_name");
  const failure = act.isError ? actionFailureMessage(act.error, t) : null;
  const open = (action: UserAction) => {
    act.reset();
    setAsking(action);
  };

  return (
    <Frame>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold break-words text-slate-900" dir="auto">
            {name}
          </h1>
          <div className="mt-3">
            <UserBadges user={user} />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {user.is_active ? (
            <Button variant="danger" onClick={() => open("deactivate")} disabled={act.isPending}>
              {t("adminUsers.action.deactivate")}
            </Button>
          ) : (
            <Button onClick={() => open("reactivate")} disabled={act.isPending}>
              {t("adminUsers.action.reactivate")}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => open(user.role === "admin" ? "remove_admin" : "make_admin")}
            disabled={act.isPending}
          >
            {t(user.role === "admin" ? "adminUsers.action.remove_admin" : "adminUsers.action.make_admin")}
          </Button>
        </div>
      </div>

      {failure && !asking ? (
        <div className="mt-6">
          <FormAlert tone="error">{failure}</FormAlert>
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{t("adminUsers.detail.profile")}</h2>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            <Fact term={t("adminUsers.detail.email")}>
              <span dir="ltr">{user.email ?? "—"}</span>{" "}
              {user.email ? <Verified yes={user.email_verified} /> : null}
            </Fact>
            <Fact term={t("adminUsers.detail.mobile")}>
              <span dir="ltr">{user.mobile ?? "—"}</span>{" "}
              {user.mobile ? <Verified yes={user.mobile_verified} /> : null}
            </Fact>
            <Fact term={t("adminUsers.detail.role")}>{t(`adminUsers.role.${user.role}`)}</Fact>
            <Fact term={t("adminUsers.detail.type")}>
              {user.customer_type ? t(`adminUsers.type.${user.customer_type}`) : t("adminUsers.type.none")}
            </Fact>
            <Fact term={t("adminUsers.detail.address")}>
              <span dir="auto">
                {[user.address, user.city, user.country].filter(Boolean).join(" · ") || "—"}
              </span>
            </Fact>
            <Fact term={t("adminUsers.detail.joined")}>{formatDate(user.created_at, locale)}</Fact>
          </dl>
        </Card>
        <Card className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{t("adminUsers.detail.activity")}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            {(["properties", "projects", "reservations", "payments"] as const).map((key) => (
              <div key={key} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t(`adminUsers.counts.${key}`)}</dt>
                <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">
                  {formatNumber(user.counts[key], locale)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      <p className="mt-8 text-sm">
        <Link
          to={`/admin/audit-log?target_type=user&target_id=${user.id}`}
          className="font-semibold text-brand-800 hover:underline"
        >
          {t("adminUsers.detail.history")}
        </Link>
      </p>

      {asking ? (
        <ConfirmActionDialog
          action={asking}
          memberName={name}
          isSending={act.isPending}
          failure={failure}
          onClose={() => {
            setAsking(null);
            act.reset();
          }}
          onConfirm={(reason) => act.mutate({ action: asking, ...(reason ? { reason } : {}) })}
        />
      ) : null}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <p className="mb-4 text-sm">
        <Link to="/admin/users" className="font-semibold text-brand-800 hover:underline">
          {t("adminUsers.back")}
        </Link>
      </p>
      {children}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3">
      <dt className="min-w-28 font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Verified({ yes }: { yes: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={yes ? "text-emerald-700" : "text-slate-500"}>
      ({t(yes ? "adminUsers.detail.verified" : "adminUsers.detail.unverified")})
    </span>
  );
}
