import type { Locale } from "@manzil/domain/i18n";
import { useRouteLoaderData } from "react-router";
import type { WebSettings } from "../api/types";
import type { MobilePlatform } from "../device/mobile-platform";
import { fixedT } from "../i18n/fixed-t";
import type { Viewer } from "../session/viewer";

/** What the root loader (root.tsx) gives every page. */
export type RootData = {
  language: Locale;
  settings: WebSettings | null;
  /** The signed-in user, or null for a guest. */
  viewer: Viewer | null;
  publicUrl: string;
  platform: MobilePlatform;
  year: number;
};

/** The root loader's data from a route's `meta` matches. */
export function rootDataOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootData | null {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData | undefined) ?? null;
}

/** The root loader's data inside components (undefined only when the root loader itself failed). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** What every route's `meta` starts from: the language, its translator and the company name from settings. */
export function metaContextOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = rootDataOf(matches);
  const language: Locale = root?.language ?? "en";
  const t = fixedT(language);
  return { root, language, t, company: root?.settings?.company_name || t("app.name") };
}
