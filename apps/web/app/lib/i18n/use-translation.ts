import type { i18n as I18n, TFunction } from "i18next";
import { useContext, useSyncExternalStore } from "react";
import { getI18n, I18nContext } from "react-i18next";

/**
 * `useTranslation()` for the app's components: the page's `t` and i18next instance, re-rendering when the
 * language changes, as react-i18next's hook does. Why not that hook (ADR 081): since react-i18next 16.3 each call
 * copies every property of the i18next instance into a new wrapper object for the React Compiler, and server
 * rendering calls it once per component: about 400 copies per home page, a sixth of its render time. We do not
 * use the React Compiler, namespaces or key prefixes, so the language is all a component needs to follow.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscriberOf(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return { t: fixedTOf(i18n, language), i18n };
}

// One subscribe function and one `t` per instance and language, so re-renders see stable references (effects
// that list `t` as a dependency do not re-run) and a page's components share them.
const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

function subscriberOf(i18n: I18n) {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

function fixedTOf(i18n: I18n, language: string): TFunction {
  let byLanguage = fixedTs.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    fixedTs.set(i18n, byLanguage);
  }
  let t = byLanguage.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    byLanguage.set(language, t);
  }
  return t;
}
