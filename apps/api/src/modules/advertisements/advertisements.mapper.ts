import type { TAdvertisement } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { AdvertisementRow } from "./advertisements.repository.js";

export function mapAdvertisement(
  row: AdvertisementRow,
  ctx: { lang: Language; filesUrl: string; now: Date },
): TAdvertisement {
  const { property, project } = row;
  // Ended but not yet reached by the expiry job (it runs every few minutes): the member sees it as it is.
  const ended = (row.status === "approved" || row.status === "pending") && row.endsAt <= ctx.now;
  return {
    id: row.id,
    feature_for: row.target,
    status: ended ? "expired" : row.status,
    start_date: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    property: property && {
      id: property.id,
      title: pick(ctx.lang, property.title, property.titleAr),
      slug_id: property.slug,
      title_image: fileUrl(ctx.filesUrl, property.image),
    },
    project: project && {
      id: project.id,
      title: pick(ctx.lang, project.title, project.titleAr),
      slug_id: project.slug,
      image: fileUrl(ctx.filesUrl, project.image),
    },
  };
}
