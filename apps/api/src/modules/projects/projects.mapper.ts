import { fileUrl } from "../../lib/file-url.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { listPublicProjects } from "./projects.repository.js";

type ProjectListRow = Awaited<ReturnType<typeof listPublicProjects>>[number];

export function mapProjectCard(row: ProjectListRow, ctx: { lang: Language; publicUrl: string }) {
  const { project, category } = row;
  return {
    id: project.id,
    slug_id: project.slug,
    ...bilingual("title", ctx.lang, project.title, project.titleAr),
    type: project.type,
    image: fileUrl(ctx.publicUrl, project.image),
    location: project.location,
    city: project.city,
    state: project.state,
    country: project.country,
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
