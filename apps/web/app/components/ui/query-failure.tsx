import { useTranslation } from "../../lib/i18n/use-translation";
import { failureMessage } from "../../lib/api/error-message";
import { Button } from "./button";
import { FormAlert } from "./form-alert";

/** A list that could not load, inside its page: spec §8's words for the failure and a way to try again. */
export function QueryFailure({
  error,
  onRetry,
  retryLabel,
  className = "mt-6",
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <FormAlert tone="error">{failureMessage(error, t)}</FormAlert>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
