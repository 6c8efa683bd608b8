import type { TPackageLimitStatus } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { apiGet } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";
import { useLocale } from "../../lib/i18n/use-locale";
import { useRootData } from "../../lib/seo/root-data";
import { useOwnProfile } from "../../lib/session/use-own-profile";
import { Button, buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormAlert } from "../ui/form-alert";
import { PageLoading } from "../ui/page-loading";
import { postingBlocker, type PostingBlocker } from "./posting-gate-decision";

export type PostingKind = "property_list" | "project_list";

type PostingGateProps = {
  kind: PostingKind;
  /** An edit spends no credit, so the package is not asked about. */
  isEditing?: boolean;
  /** Where "not now" leads (the owner's list the form belongs to). */
  backTo: string;
  children: ReactNode;
};

/** Where each blocker's way out leads: the three verification dialogs (spec §8) all lead to the verification page. */
function actionOf(blocker: PostingBlocker, kind: PostingKind): { to: string; label: string } | null {
  switch (blocker) {
    case "profile_incomplete":
      return { to: "/user/profile", label: `gates.action.${blocker}` };
    case "verification_pending":
    case "verification_failed":
    case "verification_required":
      return { to: "/user/verification", label: `gates.action.${blocker}` };
    case "not_subscribed":
    case "package_limit_over":
      return { to: `/subscription-plan?feature=${kind}`, label: `gates.action.${blocker}` };
  }
}

/**
 * Spec §6 in front of a listing form: completed profile, verification when the setting asks for it, and a
 * package with a unit left. A blocked user gets the spec's dialog with the way out instead of the form.
 */
export function PostingGate({ kind, isEditing = false, backTo, children }: PostingGateProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRootData();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const viewerId = root?.viewer?.id ?? null;
  const packageStatus = useQuery({
    queryKey: ["check-package-limit", kind, viewerId],
    queryFn: () => apiGet<TPackageLimitStatus>("check-package-limit", { type: kind, lang: locale }),
    enabled: !isEditing,
    // A credit spent in another tab must show here when the user comes back.
    staleTime: 0,
  });

  const failed = profile.error ?? (isEditing ? null : packageStatus.error);
  if (failed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <FormAlert tone="error">{failureMessage(failed, t)}</FormAlert>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            void profile.refetch();
            if (!isEditing) void packageStatus.refetch();
          }}
        >
          {t("gates.retry")}
        </Button>
      </div>
    );
  }
  if (!profile.data || (!isEditing && !packageStatus.data)) return <PageLoading />;

  const blocker = postingBlocker({
    profile: profile.data.data,
    verificationSetting: root?.settings?.verification_required_for_user,
    packageStatus: isEditing ? null : (packageStatus.data?.data ?? null),
  });
  if (!blocker) return <>{children}</>;

  const action = actionOf(blocker, kind);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16" data-testid="posting-gate">
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate(backTo);
        }}
        title={t(`gates.title.${blocker}`)}
        description={t(`gates.message.${blocker}`)}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={backTo} className={buttonClasses({ variant: "outline" })}>
            {t(action ? "gates.not_now" : "gates.understood")}
          </Link>
          {action ? (
            <Link to={action.to} className={buttonClasses({})}>
              {t(action.label)}
            </Link>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
