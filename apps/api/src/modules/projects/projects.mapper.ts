import type { TProjectCard, TProjectDetail, TProjectListItem } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type {
  projectMediaFor,
  projectOwner,
  projectPlansFor,
  PublicProjectRow,
} from "./projects.repository.js";

type Ctx = { lang: Language; filesUrl: string };

export function mapProjectCard(row: PublicProjectRow, ctx: Ctx): TProjectCard {
  const { project, category, place } = row;
  return {
    id: project.id,
    slug_id: project.slug,
    ...bilingual("title", ctx.lang, project.title, project.titleAr),
    type: project.type,
    image: fileUrl(ctx.filesUrl, project.image),
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

export function mapProjectListItem(row: PublicProjectRow, ctx: Ctx): TProjectListItem {
  return {
    ...mapProjectCard(row, ctx),
    added_by: row.project.ownerId,
    total_click: row.project.viewCount,
    ...(row.distanceKm === null ? {} : { distance: Math.round(Number(row.distanceKm) * 10) / 10 }),
  };
}

type Owner = NonNullable<Awaited<ReturnType<typeof projectOwner>>>;
type Media = Awaited<ReturnType<typeof projectMediaFor>>;
type Plans = Awaited<ReturnType<typeof projectPlansFor>>;

const extensionOf = (file: string) => (file.includes(".") ? (file.split(".").pop() ?? "") : "");

export function mapProjectDetail(
  row: PublicProjectRow,
  extras: { owner: Owner; media: Media; plans: Plans },
  ctx: Ctx,
): TProjectDetail {
  const { project } = row;
  const { owner } = extras;
  return {
    ...mapProjectListItem(row, ctx),
    ...bilingual("description", ctx.lang, project.description, project.descriptionAr),
    video_link: project.videoLink ?? "",
    meta_title: project.metaTitle ?? "",
    meta_description: project.metaDescription ?? "",
    meta_keywords: project.metaKeywords ?? "",
    meta_image: fileUrl(ctx.filesUrl, project.metaImage ?? project.image),
    gallery_images: extras.media
      .filter((m) => m.kind === "gallery")
      .map((m) => ({ id: m.id, image: m.file, image_url: fileUrl(ctx.filesUrl, m.file) })),
    documents: extras.media
      .filter((m) => m.kind === "document")
      .map((m) => ({
        id: m.id,
        name: m.name ?? m.file.split("/").pop() ?? "",
        file: fileUrl(ctx.filesUrl, m.file),
        type: extensionOf(m.file),
      })),
    plans: extras.plans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      document: fileUrl(ctx.filesUrl, plan.document),
    })),
    customer_id: owner.id,
    customer_name: owner.name,
    customer_slug_id: owner.slug,
    profile: fileUrl(ctx.filesUrl, owner.profileImage),
    customer_type: owner.customerType,
    is_verified: owner.verificationStatus === "success",
    is_admin_listing: owner.role === "admin",
    updated_at: project.updatedAt.toISOString(),
    access_locked: false,
  };
}
