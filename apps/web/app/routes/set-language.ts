import { data, redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { languageCookie, languageFromTag } from "../lib/i18n/resolve-language";
import { languageRedirectTarget } from "../lib/i18n/redirect-target";

/** The language switch posts here: remember the choice for a year, then reload the same page in it. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = languageFromTag(String(form.get("lang") ?? ""));
  if (!language) throw data({ error: true, message: "Unsupported language" }, { status: 400 });
  return redirect(languageRedirectTarget(form.get("redirectTo")), {
    headers: { "Set-Cookie": languageCookie(language) },
  });
}

export function loader() {
  return redirect("/");
}
