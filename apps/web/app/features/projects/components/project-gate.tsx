import type { TPackageCard } from "@manzil/domain/contracts";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useFetcher, useLocation } from "react-router";
import { StarIcon, UserIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Price } from "../../../components/ui/price";
import { SignInLink, type SignInPanelRenderer } from "../../../components/ui/sign-in-link";
import { localizedText } from "../../../lib/api/auth-failure";

export const PROJECT_PLANS_HREF = "/subscription-plan?feature=project_access";

/** What a free package's activation answers (the plans page's assign action, run by the project route). */
type ActivationResult = { ok: boolean; message: { key: string; raw?: string } };

type ProjectGatePanelProps = {
  /** The API's reason when it refused the whole project; empty for the teaser. */
  message: string;
  isSignedIn: boolean;
  /** Packages on sale that include `project_access`, cheapest first. */
  offers: readonly TPackageCard[];
  renderSignIn: SignInPanelRenderer;
  loginHref: (options: { redirectTo: string; tab?: string }) => string;
};

/**
 * Spec §6: project details need a package with `project_access`. The panel says so and leads on: a member
 * is offered the packages that include it (a free one is activated right here, and the project opens);
 * a guest signs in or creates an account and comes back to this project.
 */
export function ProjectGatePanel({
  message,
  isSignedIn,
  offers,
  renderSignIn,
  loginHref,
}: ProjectGatePanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const headingId = useId();
  const hasFreeOffer = offers.some((offer) => offer.package_type === "free");

  return (
    <Card
      className="flex flex-col items-center px-6 py-10 text-center"
      data-testid="project-gate"
      role="region"
      aria-labelledby={headingId}
    >
      <span
        className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-800"
        aria-hidden="true"
      >
        {isSignedIn ? <StarIcon className="size-7" /> : <UserIcon className="size-7" />}
      </span>
      <h2 id={headingId} className="mt-5 text-xl font-bold text-slate-900">
        {isSignedIn ? t("projects_page.gate.title") : t("projects_page.gate.guest_title")}
      </h2>
      <p className="mt-2 max-w-md text-slate-600">
        {isSignedIn ? message || t("projects_page.gate.body") : t("projects_page.gate.guest_body")}
      </p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {hasFreeOffer ? t("access_gates.project.free_hint") : t("access_gates.project.what_opens")}
      </p>

      {isSignedIn ? (
        <>
          {offers.length > 0 ? (
            <ul className="mt-6 flex w-full max-w-md flex-col gap-3" data-testid="project-gate-offers">
              {offers.map((offer) => (
                <OfferRow key={offer.id} offer={offer} />
              ))}
            </ul>
          ) : null}
          <Link
            to={PROJECT_PLANS_HREF}
            className={buttonClasses({
              variant: offers.length > 0 ? "ghost" : "primary",
              className: "mt-5",
            })}
          >
            {t("projects_page.gate.see_packages")}
          </Link>
        </>
      ) : (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <SignInLink
            renderSignIn={renderSignIn}
            loginHref={(redirectTo) => loginHref({ redirectTo })}
            dialogTitle={t("auth_ui.dialog_title")}
            data-testid="project-gate-sign-in"
            className={buttonClasses({ variant: "primary" })}
          >
            {t("projects_page.gate.sign_in")}
          </SignInLink>
          <Link
            to={loginHref({ redirectTo: here, tab: "register" })}
            className={buttonClasses({ variant: "outline" })}
            data-testid="project-gate-register"
          >
            {t("access_gates.create_account")}
          </Link>
        </div>
      )}
    </Card>
  );
}

/** One package that opens projects: its name and price, and the way to get it. */
function OfferRow({ offer }: { offer: TPackageCard }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<ActivationResult>();
  const errorId = useId();
  const isBusy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? localizedText(t, fetcher.data.message) : null;
  const isFree = offer.package_type === "free";

  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 text-start"
      data-testid="project-gate-offer"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{offer.name}</p>
          <p className="text-sm font-semibold text-brand-700">
            {isFree ? t("plans.free") : <Price amountMinor={offer.price_minor} currency={offer.currency} />}
          </p>
        </div>
        {isFree ? (
          // Activated in place: the project route runs the plans page's action, then reloads the project.
          <fetcher.Form method="post" action={`${location.pathname}${location.search}`}>
            <input type="hidden" name="package_id" value={offer.id} />
            <Button
              type="submit"
              size="sm"
              disabled={isBusy}
              aria-describedby={failure ? errorId : undefined}
              data-testid="project-gate-activate"
            >
              {isBusy ? t("plans.getting") : t("access_gates.project.activate", { name: offer.name })}
            </Button>
          </fetcher.Form>
        ) : (
          <Link
            to={PROJECT_PLANS_HREF}
            className={buttonClasses({ size: "sm" })}
            data-testid="project-gate-buy"
          >
            {t("access_gates.project.buy", { name: offer.name })}
          </Link>
        )}
      </div>
      {failure ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
