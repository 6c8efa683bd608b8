import type { TAdvertisement } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { AdvertisementRow } from "./advertisements.repository.js";

export function mapAdvertisement(
  row: AdvertisementRow,
  ctx: { lang: Language; filesUrl: string },
): TAdvertisement {
  const { property, project } = row;
  return {
    id: row.id,
    feature_for: row.target,
    status: row.status,
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
