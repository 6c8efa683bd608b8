import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { isSignInNeeded } from "../action-failure";
import { HeartIcon, HandIcon } from "../../../components/icons/icons";
import { useSignInPrompt } from "./sign-in-prompt";

type ToggleOptions = {
  path: "add_favourite" | "interested_users";
  propertyId: number;
  initial: boolean;
  doneKey: { on: string; off: string };
};

/**
 * A yes/no flag the member sets on a listing (`type` 1 or 0): it flips at once, goes back if the API
 * refuses, and guests get the sign-in dialog instead of a call.
 */
function useListingToggle({ path, propertyId, initial, doneKey }: ToggleOptions) {
  const { t } = useTranslation();
  const { isSignedIn, askToSignIn } = useSignInPrompt();
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

const pill =
  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

export function FavouriteButton({ propertyId, initial }: { propertyId: number; initial: boolean }) {
  const { t } = useTranslation();
  const { isOn, isBusy, toggle } = useListingToggle({
    path: "add_favourite",
    propertyId,
    initial,
    doneKey: { on: "details.actions.favourite_added", off: "details.actions.favourite_removed" },
  });
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isOn}
      aria-busy={isBusy || undefined}
      data-testid="favourite-button"
      className={clsx(
        pill,
        isOn
          ? "border-rose-200 bg-rose-50 text-rose-700"
          : "border-slate-300 bg-white text-slate-800 hover:border-rose-300",
      )}
    >
      <HeartIcon filled={isOn} className={clsx("size-5", isOn && "text-rose-600")} />
      {t(isOn ? "details.actions.favourite_on" : "details.actions.favourite")}
    </button>
  );
}

export function InterestedButton({ propertyId, initial }: { propertyId: number; initial: boolean }) {
  const { t } = useTranslation();
  const { isOn, isBusy, toggle } = useListingToggle({
    path: "interested_users",
    propertyId,
    initial,
    doneKey: { on: "details.actions.interested_added", off: "details.actions.interested_removed" },
  });
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isOn}
      aria-busy={isBusy || undefined}
      data-testid="interested-button"
      className={clsx(
        pill,
        isOn
          ? "border-brand-200 bg-brand-50 text-brand-800"
          : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
      )}
    >
      <HandIcon className="size-5" />
      {t(isOn ? "details.actions.interested_on" : "details.actions.interested")}
    </button>
  );
}
