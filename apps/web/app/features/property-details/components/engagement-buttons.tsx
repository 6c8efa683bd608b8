import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useListingToggle } from "../../../lib/engagement/use-listing-toggle";
import { HeartIcon, HandIcon } from "../../../components/icons/icons";
import { useSignInPrompt } from "./sign-in-prompt";

/** The details page's toggles: a guest's press opens the page's sign-in dialog. */
function usePageToggle(options: Omit<Parameters<typeof useListingToggle>[0], "isSignedIn" | "askToSignIn">) {
  const { isSignedIn, askToSignIn } = useSignInPrompt();
  return useListingToggle({ ...options, isSignedIn, askToSignIn });
}

const pill =
  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

export function FavouriteButton({ propertyId, initial }: { propertyId: number; initial: boolean }) {
  const { t } = useTranslation();
  const { isOn, isBusy, toggle } = usePageToggle({
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
  const { isOn, isBusy, toggle } = usePageToggle({
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
