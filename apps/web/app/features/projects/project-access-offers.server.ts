import { PackageCard, type TPackageCard } from "@manzil/domain/contracts";
import type { AppLoadContext } from "react-router";
import { loadOptionalFromApi } from "../../lib/api/server-api";

/**
 * The packages on sale that open projects (what the plans page lists), cheapest first, so the gate can
 * offer them by name; none when the list cannot be read (the gate still links to the plans page).
 */
export async function projectAccessOffers(
  context: AppLoadContext,
  language: string,
): Promise<TPackageCard[]> {
  const answer = await loadOptionalFromApi<unknown>(context, "get-package", { lang: language });
  const list = Array.isArray(answer?.data) ? answer.data : [];
  return list
    .flatMap((item) => {
      const parsed = PackageCard.safeParse(item);
      const opensProjects = parsed.success && parsed.data.features.some((f) => f.type === "project_access");
      return opensProjects ? [parsed.data] : [];
    })
    .sort((a, b) => a.price_minor - b.price_minor);
}
