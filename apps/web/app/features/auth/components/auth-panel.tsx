import { useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FormAlert } from "../../../components/ui/form-alert";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { localizedText } from "../../../lib/api/auth-failure";
import { AUTH_TABS, type AuthActionData, type AuthTab } from "../auth-flow";
import { useAuthFetcher } from "./auth-fetcher";
import { CodeStep } from "./code-step";
import { PhoneForm } from "./phone-form";
import { RegisterForm } from "./register-form";
import { useRootData } from "../../../lib/seo/root-data";
import { GoogleSignIn } from "./google-sign-in";
import { SignInForm } from "./sign-in-form";

type AuthPanelProps = {
  /** Where to go after signing in (a same-site path). */
  redirectTo: string;
  initialTab?: AuthTab;
  /** The answer to a form posted without JavaScript (the /login page's action data). */
  pageResult?: AuthActionData | undefined;
  /** The address of each tab without JavaScript (`/login?tab=…`). */
  tabHref: (tab: AuthTab) => string;
  /** Leaving for another page: the dialog closes. */
  onLeave?: () => void;
};

const TAB_LABEL_KEYS: Record<AuthTab, string> = {
  "sign-in": "auth_ui.tab.sign_in",
  register: "auth_ui.tab.register",
  phone: "auth_ui.tab.phone",
};

/**
 * Sign-in and sign-up, in the header's dialog and on /login: three tabs (e-mail sign-in, registration,
 * phone), then the code step. After registering, the password the visitor just typed stays in this
 * component's memory (never stored, never in the page's HTML) and goes with the code, so verifying the
 * e-mail signs them in at once; if it is gone (reload, no JavaScript) they are asked to sign in.
 */
export function AuthPanel({
  redirectTo,
  initialTab = "sign-in",
  pageResult,
  tabHref,
  onLeave,
}: AuthPanelProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const fetcher = useAuthFetcher();
  const result = fetcher.data ?? pageResult;
  const googleClientId = useRootData()?.settings?.google_client_id;
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [resends, setResends] = useState(0);
  const password = useRef("");
  const remember = (value: string) => {
    password.current = value;
  };
  const step = result && result.at !== dismissedAt ? result.step : undefined;

  const back = (toTab: AuthTab) => {
    if (result) setDismissedAt(result.at);
    setTab(toTab);
  };

  if (step?.kind === "verify-email" || step?.kind === "verify-phone") {
    const isEmail = step.kind === "verify-email";
    return (
      <CodeStep
        key={isEmail ? step.email : step.number}
        fetcher={fetcher}
        result={result}
        redirectTo={redirectTo}
        target={step}
        resendIn={result?.resendIn}
        resendKey={resends}
        onResend={() => setResends((count) => count + 1)}
        rememberedPassword={() => password.current}
        backHref={tabHref(isEmail ? "register" : "phone")}
        onBack={() => back(isEmail ? "register" : "phone")}
      />
    );
  }

  if (step?.kind === "email-verified") {
    return (
      <div className="flex flex-col gap-4">
        {result?.error ? (
          <FormAlert tone="error">{localizedText(t, result.error)}</FormAlert>
        ) : (
          <FormAlert tone="success">{t("auth_ui.email_verified")}</FormAlert>
        )}
        <SignInForm
          fetcher={fetcher}
          result={result}
          redirectTo={redirectTo}
          defaultEmail={step.email}
          onPassword={remember}
          onLeave={onLeave}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <TabList
        idPrefix={idPrefix}
        label={t("auth_ui.tabs_label")}
        items={AUTH_TABS.map((value) => ({ value, label: t(TAB_LABEL_KEYS[value]), href: tabHref(value) }))}
        value={tab}
        onChange={setTab}
      />
      <div {...tabPanelProps(idPrefix, "sign-in", tab)}>
        <SignInForm
          fetcher={fetcher}
          result={result}
          redirectTo={redirectTo}
          onPassword={remember}
          onLeave={onLeave}
        />
      </div>
      <div {...tabPanelProps(idPrefix, "register", tab)}>
        <RegisterForm fetcher={fetcher} result={result} redirectTo={redirectTo} onPassword={remember} />
      </div>
      <div {...tabPanelProps(idPrefix, "phone", tab)}>
        <PhoneForm fetcher={fetcher} result={result} redirectTo={redirectTo} />
      </div>
      {googleClientId ? (
        <GoogleSignIn clientId={googleClientId} fetcher={fetcher} redirectTo={redirectTo} />
      ) : null}
    </div>
  );
}
