import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useRevalidator } from "react-router";
import { Card } from "../../../components/ui/card";
import type { UserProfile } from "../../../lib/api/types";
import { OWN_PROFILE_KEY } from "../../../lib/session/use-own-profile";
import { AccountActions } from "./account-actions";
import { EmailChange } from "./email-change";
import { ProfileForm, type ProfileTab } from "./profile-form";
import { ProfilePhoto } from "./profile-photo";

/** /user/profile: photo, the individual and company tabs, a pending e-mail change, and the account. */
export function ProfilePage({ profile, version }: { profile: UserProfile; version: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<ProfileTab>("individual");
  const [codeJustSent, setCodeJustSent] = useState(false);

  // The header shows the name and photo from the root loader: refresh it too.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [OWN_PROFILE_KEY] });
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:px-6 lg:py-16">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("profile.title")}</h1>
        <p className="mt-2 text-slate-600">{t("profile.intro")}</p>
      </div>
      <Card className="p-6 sm:p-8">
        <ProfilePhoto photo={profile.profile} onUploaded={() => void refresh()}>
          <div className="min-w-0 max-w-full">
            <p className="truncate text-xl font-bold text-slate-900" data-testid="profile-name">
              <bdi>{profile.name}</bdi>
            </p>
            <bdi className="block truncate text-slate-600" dir="ltr">
              {profile.email}
            </bdi>
          </div>
        </ProfilePhoto>
      </Card>
      {profile.pending_email ? (
        <EmailChange
          pendingEmail={profile.pending_email}
          justSent={codeJustSent}
          onConfirmed={() => {
            setCodeJustSent(false);
            void refresh();
          }}
        />
      ) : null}
      <Card className="p-6 sm:p-8">
        <ProfileForm
          // Saved values come back from the API; a fresh form shows them as they are now stored.
          key={version}
          profile={profile}
          tab={tab}
          onTabChange={setTab}
          onSaved={({ emailChanged }) => {
            if (emailChanged) setCodeJustSent(true);
            void refresh();
          }}
        />
      </Card>
      <AccountActions />
    </div>
  );
}
