import { useTranslation } from "../../../lib/i18n/use-translation";
import type { TAdminUser } from "@manzil/domain/contracts";
import { StatusBadge } from "../../../components/ui/status-badge";
import { verificationTone } from "../admin-users";

/** A member's role, whether the account works, and where their verification stands, in words. */
export function UserBadges({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.role === "admin" ? (
        <StatusBadge tone="info" state="admin" text={t("adminUsers.role.admin")} />
      ) : null}
      <StatusBadge
        tone={user.is_active ? "good" : "bad"}
        state={user.is_active ? "active" : "inactive"}
        text={t(user.is_active ? "adminUsers.active.1" : "adminUsers.active.0")}
      />
      <StatusBadge
        tone={verificationTone[user.verification_status]}
        state={`verification-${user.verification_status}`}
        text={t(`adminUsers.verification.${user.verification_status}`)}
      />
    </span>
  );
}
