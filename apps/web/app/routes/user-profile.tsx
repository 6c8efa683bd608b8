import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/user-profile";
import { ErrorPage } from "../components/pages/status-pages";
import { PageLoading } from "../components/ui/page-loading";
import { ProfilePage } from "../features/profile/components/profile-page";
import { ApiRequestError } from "../lib/api/browser-api";
import { failureMessage } from "../lib/api/error-message";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { useOwnProfile } from "../lib/session/use-own-profile";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [{ title: titleWithCompany(t("profile.title"), company) }, { name: "robots", content: "noindex" }];
};

/** /user/profile, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserProfile() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  if (profile.data) return <ProfilePage profile={profile.data.data} version={profile.dataUpdatedAt} />;
  if (profile.isError) {
    const failure = profile.error instanceof ApiRequestError ? profile.error.failure : null;
    return (
      <ErrorPage
        status={failure?.kind === "http" ? failure.status : 500}
        message={failureMessage(profile.error, t)}
      />
    );
  }
  return <PageLoading />;
}
