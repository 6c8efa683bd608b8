import type { TGetProjectDetailQuery, TGetProjectsQuery, TProjectDetail } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import { mapProjectDetail, mapProjectListItem } from "./projects.mapper.js";
import { seoTextFor } from "../../lib/localise.js";
import {
  findPublicProject,
  projectMediaFor,
  projectOwner,
  projectPlansFor,
  searchPublicProjects,
  type ProjectFilters,
} from "./projects.repository.js";

const DEFAULT_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type Ctx = { lang: Language; filesUrl: string; now: Date };

/** Request filters (eBroker names) → server criteria. */
export function projectFiltersFromQuery(query: TGetProjectsQuery, now: Date): ProjectFilters {
  const filters: ProjectFilters = {};
  if (query.id !== undefined) filters.id = query.id;
  if (query.slug_id !== undefined) filters.slug = query.slug_id;
  if (query.category_id !== undefined) filters.categoryId = query.category_id;
  if (query.city !== undefined) filters.city = query.city;
  if (query.state !== undefined) filters.state = query.state;
  if (query.country !== undefined) filters.country = query.country;
  if (query.search !== undefined) filters.search = query.search;
  if (query.userid !== undefined) filters.ownerId = query.userid;
  if (query.is_promoted) filters.promotedOnly = true;
  if (query.posted_since !== undefined) {
    filters.createdAfter = new Date(now.getTime() - (query.posted_since === 0 ? 7 : 30) * DAY_MS);
  }
  if (query.latitude !== undefined && query.longitude !== undefined && query.radius !== undefined) {
    filters.near = { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius };
  }
  return filters;
}

export function createProjectsService(db: Database) {
  return {
    /** `get-projects`: a page of public projects, newest first. */
    async list(query: TGetProjectsQuery, ctx: Ctx) {
      const { rows, total } = await searchPublicProjects(db, {
        filters: projectFiltersFromQuery(query, ctx.now),
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        now: ctx.now,
      });
      return { items: rows.map((row) => mapProjectListItem(row, ctx)), total };
    },

    /** `get-project-detail`: one public project with its gallery, documents, plans and owner (404 otherwise). */
    /** `hasAccess` answers whether the viewer's package (or role) includes `project_access`. */
    async detail(
      query: TGetProjectDetailQuery,
      ctx: Ctx,
      hasAccess: (ownerId: number) => Promise<boolean>,
    ): Promise<TProjectDetail> {
      const row = await findPublicProject(
        db,
        {
          ...(query.id !== undefined ? { id: query.id } : {}),
          ...(query.slug_id !== undefined ? { slug: query.slug_id } : {}),
        },
        ctx.now,
      );
      if (!row) throw notFound("api.project_not_found");
      const [owner, media, plans] = await Promise.all([
        projectOwner(db, row.project.ownerId),
        projectMediaFor(db, row.project.id),
        projectPlansFor(db, row.project.id),
      ]);
      if (!owner) throw notFound("api.project_not_found");
      const detail = {
        ...mapProjectDetail(row, { owner, media, plans }, ctx),
        // A visitor's page shows the owner's SEO text only in the language it is written in.
        meta_title: seoTextFor(ctx.lang, row.project.metaTitle),
        meta_description: seoTextFor(ctx.lang, row.project.metaDescription),
      };
      if (await hasAccess(row.project.ownerId)) return detail;
      // The teaser keeps what a visitor decides on (name, pictures, place, developer — issue 18) and
      // holds back what the package sells: the full description, video, documents and plans.
      return {
        ...detail,
        description: "",
        description_en: "",
        description_ar: "",
        video_link: "",
        documents: [],
        plans: [],
        access_locked: true,
      };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
