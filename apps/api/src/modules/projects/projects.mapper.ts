import type { TProjectCard } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { listPublicProjects } from "./projects.repository.js";

type ProjectListRow = Awaited<ReturnType<typeof listPublicProjects>>[number];

export function mapProjectCard(
  row: ProjectListRow,
  ctx: { lang: Language; publicUrl: string },
): TProjectCard {
  const { project, category, place } = row;
  return {
    id: project.id,
    slug_id: project.slug,
    ...bilingual("title", ctx.lang, project.title, project.titleAr),
    type: project.type,
    image: fileUrl(ctx.publicUrl, project.image),
    location: project.location,
    ...bilingual("city", ctx.lang, project.city, place?.cityAr),
    ...bilingual("state", ctx.lang, project.state, place?.stateAr),
    ...bilingual("country", ctx.lang, project.country, place?.countryAr),
    latitude: project.latitude,
    longitude: project.longitude,
    promoted: Boolean(row.isPromoted),
    category: {
      id: category.id,
      slug_id: category.slug,
      ...bilingual("category", ctx.lang, category.name, category.nameAr),
    },
    created_at: project.createdAt.toISOString(),
  };
}
