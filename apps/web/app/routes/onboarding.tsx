import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../lib/i18n/use-translation";
import { redirect, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/onboarding";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageLoading } from "../components/ui/page-loading";
import { ChoiceGroup } from "../features/onboarding/components/choice-group";
import {
  answeredRole,
  MANAGEMENT_TYPES,
  ONBOARDING_ROLES,
  roleOfProfile,
  toOnboardingProfile,
  toProfileUpdate,
  type ManagementType,
  type OnboardingRole,
} from "../features/onboarding/onboarding-profile";
import { apiPost } from "../lib/api/browser-api";
import { failureMessage } from "../lib/api/error-message";
import { decideOnboardingRoute } from "../lib/guard/route-guard";
import { useLocale } from "../lib/i18n/use-locale";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { safeRedirectPath } from "../lib/session/safe-redirect";
import { OWN_PROFILE_KEY } from "../lib/session/use-own-profile";
import { isOnboardedProfile, loadOwnProfile } from "../lib/session/viewer";
import {
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  syncOnboardingFlag,
  writeStorage,
} from "../lib/storage/local-storage";

// Spec §2: /onboarding sends the visitor to "/" when nobody is signed in (server) or onboarding is
// already done (browser: the flag in localStorage, learnt from the profile when it holds the choices).

export async function loader({ context }: Route.LoaderArgs) {
  const own = await loadOwnProfile(context);
  const signedIn = own.kind === "signed-in";
  const decision = decideOnboardingRoute({ signedIn });
  if (decision.kind === "redirect") throw redirect(decision.to);
  const profile = own.kind === "signed-in" ? own.profile : null;
  return {
    signedIn,
    onboarded: profile ? isOnboardedProfile(profile) : false,
    role: profile ? roleOfProfile(profile) : null,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const serverData = await serverLoader();
  const decision = decideOnboardingRoute({
    signedIn: serverData.signedIn,
    onboardingDone: syncOnboardingFlag(serverData.onboarded),
  });
  if (decision.kind === "redirect") throw redirect(decision.to);
  // "I am…" was asked at sign-up: onboarding then only asks what is left (issue 18).
  return { ...serverData, role: answeredRole(serverData.role, readStorage(STORAGE_KEYS.signUpRole)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("onboarding.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

export default function Onboarding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<OnboardingRole | null>(loaderData.role);
  // A role answered before (at sign-up) is shown as a line with "Change" instead of being asked again.
  const [isAskingRole, setIsAskingRole] = useState(loaderData.role === null);
  const [management, setManagement] = useState<ManagementType | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!role || !management) {
      setShowErrors(true);
      return;
    }
    setSaving(true);
    try {
      // The choices live in the profile, so every device knows them; the flag is this browser's copy.
      await apiPost("update_profile", toProfileUpdate(toOnboardingProfile(role, management)), {
        lang: locale,
      });
    } catch (error) {
      toast.error(failureMessage(error, t));
      setSaving(false);
      return;
    }
    writeStorage(STORAGE_KEYS.onboardingDone, "true");
    removeStorage(STORAGE_KEYS.signUpRole);
    await queryClient.invalidateQueries({ queryKey: [OWN_PROFILE_KEY] });
    // Back to the page the visitor signed up from (a gate's redirectTo), else to their listings.
    const back = safeRedirectPath(new URLSearchParams(location.search).get("redirectTo"), {
      fallback: "/user/properties",
    });
    void navigate(back.split(/[?#]/)[0] === "/" ? "/user/properties" : back, { replace: true });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("onboarding.title")}</h1>
      <p className="mt-3 text-lg text-slate-600">
        {t(isAskingRole ? "onboarding.intro" : "onboarding.intro_management")}
      </p>
      <Card className="mt-8 p-6 sm:p-8">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-10">
          {isAskingRole || !role ? (
            <ChoiceGroup
              name="role"
              legend={t("onboarding.role.legend")}
              columns={4}
              value={role}
              onChange={setRole}
              choices={ONBOARDING_ROLES.map((value) => ({
                value,
                label: t(`onboarding.role.${value}.label`),
                description: t(`onboarding.role.${value}.description`),
              }))}
            />
          ) : (
            <p
              className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700"
              data-testid="onboarding-role"
            >
              {t("onboarding.role.answered", { role: t(`onboarding.role.${role}.label`) })}
              <button
                type="button"
                onClick={() => setIsAskingRole(true)}
                className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t("onboarding.role.change")}
              </button>
            </p>
          )}
          <ChoiceGroup
            name="management"
            legend={t("onboarding.management.legend")}
            value={management}
            onChange={setManagement}
            choices={MANAGEMENT_TYPES.map((value) => ({
              value,
              label: t(`onboarding.management.${value}.label`),
              description: t(`onboarding.management.${value}.description`),
            }))}
          />
          <div className="flex flex-col items-start gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p role="alert" className="text-sm font-medium text-red-600">
              {showErrors && (!role || !management) ? t("onboarding.choose_both") : ""}
            </p>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? t("auth_ui.working") : t("onboarding.continue")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
