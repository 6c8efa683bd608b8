import { useTranslation } from "../../lib/i18n/use-translation";
import { ErrorPage } from "../pages/status-pages";
import { ApiRequestError } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";

/** The page shown when an owner's page could not load: the API's status and spec §8's words for it. */
export function QueryFailurePage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = error instanceof ApiRequestError ? error.failure : null;
  return (
    <ErrorPage status={failure?.kind === "http" ? failure.status : 500} message={failureMessage(error, t)} />
  );
}
