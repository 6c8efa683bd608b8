import { currencyOfCountry, DEFAULT_CURRENCY, visitorCountry } from "@manzil/domain/currency";
import { describeClientFailure } from "@manzil/domain/errors";
import { textDirection } from "@manzil/domain/i18n";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "./lib/i18n/use-translation";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { IconSprite } from "./components/icons/icons";
import { AppDownloadPrompt } from "./components/layout/app-download-prompt";
import { AppProviders } from "./components/layout/app-providers";
import { ProgressBar } from "./components/layout/progress-bar";
import { SiteFooter } from "./components/layout/site-footer";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { SiteHeader } from "./components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./components/layout/skip-link";
import { ErrorPage, NotFoundPage } from "./components/pages/status-pages";
import { SignInDialog } from "./features/auth/components/sign-in-dialog";
import { failureBody } from "./lib/api/envelope";
import { loadOptionalFromApi } from "./lib/api/server-api";
import type { WebSettings } from "./lib/api/types";
import { detectMobilePlatform } from "./lib/device/mobile-platform";
import { fixedT } from "./lib/i18n/fixed-t";
import {
  languageCookie,
  languageFromTag,
  languageOfRequest,
  LANGUAGE_COOKIE,
  readCookie,
} from "./lib/i18n/resolve-language";
import { ZodWithoutEval } from "./lib/security/csp-nonce";
import { requestStartupGeolocation } from "./lib/geolocation/startup-geolocation";
import { clearedSessionCookie, hasSessionCookie } from "./lib/session/session-cookie";
import { RealtimeProvider } from "./features/realtime/realtime-provider";
import { PushPrompt } from "./features/notifications/components/push-prompt";
import { loadOwnProfile, toViewer, type Viewer } from "./lib/session/viewer";
import stylesheet from "./styles/app.css?url";

// A member's header controls (Radix menus and their positioning library) load on their own, not with
// every guest's page (ADR 079). The server renders them, and the page keeps that markup until they load.
const UserMenu = lazy(() =>
  import("./components/layout/user-menu").then((module) => ({ default: module.UserMenu })),
);
const NotificationBell = lazy(() =>
  import("./features/notifications/components/notification-bell").then((module) => ({
    default: module.NotificationBell,
  })),
);

export const DEFAULT_FAVICON = "/favicon.svg";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const signedInCall = hasSessionCookie(request) ? loadOwnProfile(context, language) : null;
  const [settings, own] = await Promise.all([
    loadOptionalFromApi<WebSettings>(context, "web-settings", { lang: language }),
    signedInCall,
  ]);
  const viewer: Viewer | null = own?.kind === "signed-in" ? toViewer(own.profile) : null;
  const headers = new Headers();
  // The API no longer accepts this session (expired, revoked elsewhere, account deleted): drop the cookie.
  if (own?.kind === "guest") headers.append("Set-Cookie", clearedSessionCookie(context.publicUrl));
  // A `?lang=` link (hreflang alternates, shared URLs) also becomes the remembered choice, so the
  // next page, which has no `?lang=`, stays in that language.
  const queryLanguage = languageFromTag(new URL(request.url).searchParams.get("lang"));
  if (queryLanguage && readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE) !== queryLanguage) {
    headers.append("Set-Cookie", languageCookie(queryLanguage));
  }
  return data(
    {
      language,
      settings: settings?.data ?? null,
      viewer,
      publicUrl: context.publicUrl,
      platform: detectMobilePlatform(request.headers.get("user-agent")),
      // The display currency until the visitor picks one: their country's when it is one of the six (as the
      // CDN in front of the site states it), the site's otherwise.
      suggestedCurrency: currencyOfCountry(
        visitorCountry(request.headers.get("cf-ipcountry") ?? request.headers.get("x-country-code")),
      ),
      // Decided once on the server so the footer's year cannot differ between server and browser.
      year: new Date().getFullYear(),
    },
    { headers },
  );
}

/**
 * A page that failed because the API is down says when to come back, as the API did (cookies are merged by
 * React Router on its own).
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ data: rootData, error }) => {
  const language = rootData?.language ?? "en";
  const t = fixedT(language);
  const company = rootData?.settings?.company_name || t("app.name");
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {
        title: t("seo.title_with_company", {
          title: t(notFound ? "status.not_found.title" : "status.error.title"),
          company,
        }),
      },
      { name: "robots", content: "noindex" },
    ];
  }
  return [{ title: company }, { name: "description", content: t("seo.default_description") }];
};

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const language = rootData?.language ?? "en";
  const dir = textDirection(language);
  const settings = rootData?.settings ?? null;
  const viewer = rootData?.viewer ?? null;
  const suggestedCurrency = rootData?.suggestedCurrency ?? DEFAULT_CURRENCY;
  const companyName = settings?.company_name || fixedT(language)("app.name");

  useEffect(() => requestStartupGeolocation(), []);
  // Said once React owns the page: what is typed before hydration is reset to the server's value, so browser
  // tests wait for this before filling controlled fields.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <ZodWithoutEval />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href={settings?.web_favicon || DEFAULT_FAVICON} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {/* Every icon's drawing, once; each icon on the page is a <use> of it (issue 19). */}
        <IconSprite />
        <AppProviders language={language} settings={settings} suggestedCurrency={suggestedCurrency}>
          <RealtimeProvider signedIn={Boolean(viewer)}>
            <SkipLink />
            <ProgressBar />
            <div className="flex min-h-screen flex-col">
              <SiteHeader
                companyName={companyName}
                logo={settings?.web_logo}
                isSignedIn={Boolean(viewer)}
                account={
                  viewer ? (
                    <Suspense fallback={<AccountControlsPlaceholder />}>
                      <NotificationBell />
                      <UserMenu viewer={viewer} />
                    </Suspense>
                  ) : (
                    <SignInDialog />
                  )
                }
              />
              <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter companyName={companyName} settings={settings} year={rootData?.year ?? 2026} />
            </div>
            <LazyToaster
              position={dir === "rtl" ? "top-left" : "top-right"}
              // Below the sticky header, so a message never covers the language switch or the user menu.
              offset={{ top: 88 }}
              mobileOffset={{ top: 72 }}
              dir={dir}
              duration={5000}
              richColors
              closeButton
            />
            {viewer ? <PushPrompt /> : null}
            <AppDownloadPrompt
              platform={rootData?.platform ?? null}
              companyName={companyName}
              playstoreId={settings?.playstore_id}
              appstoreId={settings?.appstore_id}
            />
          </RealtimeProvider>
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body = isRouteErrorResponse(error) ? failureBody(error.data) : {};
  const described = describeClientFailure({
    kind: "http",
    status,
    ...(body.message === undefined ? {} : { serverMessage: body.message }),
    ...(body.code === undefined ? {} : { code: body.code }),
    ...(body.error === undefined ? {} : { errorFlag: body.error }),
  });
  return <ErrorPage status={status} message={described.raw ?? t(described.key)} />;
}

/** Holds the bell's and the account menu's places while their code loads (after signing in without a reload). */
function AccountControlsPlaceholder() {
  const { t } = useTranslation();
  return (
    <span role="status" className="flex items-center gap-2">
      <span aria-hidden className="size-10 rounded-xl border border-slate-200" />
      <span aria-hidden className="h-10 w-24 rounded-xl border border-slate-200" />
      <span className="sr-only">{t("shell.loading")}</span>
    </span>
  );
}
