import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { AUTH_ACTION, type AuthFetcher } from "./auth-fetcher";

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};

const SCRIPT_URL = "https://accounts.google.com/gsi/client";
let loading: Promise<GoogleIdentity> | null = null;

/** Google Identity Services, loaded once and only when a page shows the button. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error("Google Identity Services did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("Google Identity Services could not be fetched"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * "Continue with Google", shown only when the API reports a web client id. Google hands us an ID token, which goes
 * to the `/login` action like every other sign-in (the API verifies it; the session stays in the httpOnly cookie).
 */
export function GoogleSignIn({
  clientId,
  fetcher,
  redirectTo,
}: {
  clientId: string;
  fetcher: AuthFetcher;
  redirectTo: string;
}) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // React Router keeps a fetcher's submit stable, so the button is set up once per client id and language.
  const { submit } = fetcher;

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            void submit(
              { intent: "google", credential, redirectTo },
              { method: "post", action: AUTH_ACTION },
            ),
        });
        google.accounts.id.renderButton(container.current, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "pill",
          locale: i18n.language,
        });
      })
      // Offline or blocked: the other ways to sign in remain; nothing to show.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId, redirectTo, i18n.language, submit]);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-xs text-slate-500">{t("auth_ui.or_continue_with")}</p>
      <div ref={container} data-testid="google-sign-in" className="flex min-h-10 justify-center" />
    </div>
  );
}
