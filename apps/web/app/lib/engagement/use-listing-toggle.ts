import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { toast } from "../../components/ui/toast";
import { apiPost } from "../api/browser-api";
import { actionFailureMessage } from "../api/error-message";
import { isSignInNeeded } from "../api/sign-in-needed";

type ToggleOptions = {
  path: "add_favourite" | "interested_users";
  propertyId: number;
  initial: boolean;
  doneKey: { on: string; off: string };
  isSignedIn: boolean;
  /** What a guest's press does instead of a call (a sign-in dialog, or the sign-in page). */
  askToSignIn: () => void;
};

/**
 * A yes/no flag the member sets on a listing (`type` 1 or 0): it flips at once, goes back if the API
 * refuses, and guests are asked to sign in instead of a call.
 */
export function useListingToggle({
  path,
  propertyId,
  initial,
  doneKey,
  isSignedIn,
  askToSignIn,
}: ToggleOptions) {
  const { t } = useTranslation();
  const [isOn, setIsOn] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);

  const toggle = async () => {
    if (!isSignedIn) {
      askToSignIn();
      return;
    }
    if (isBusy) return;
    const next = !isOn;
    setIsOn(next);
    setIsBusy(true);
    try {
      const answer = await apiPost<unknown>(path, { property_id: propertyId, type: next ? 1 : 0 });
      toast.success(answer.message || t(next ? doneKey.on : doneKey.off));
    } catch (error) {
      setIsOn(!next);
      if (isSignInNeeded(error)) askToSignIn();
      else toast.error(actionFailureMessage(error, t));
    } finally {
      setIsBusy(false);
    }
  };
  return { isOn, isBusy, toggle };
}
