import { placeColumns } from "../catalogue/city-places.js";
import {
  PROJECT_MEDIA_MAX,
  PROJECT_PLANS_MAX,
  type TChangeProjectStatusBody,
  type TGetAddedProjectsQuery,
  type TOwnProject,
  type TOwnProjectCounts,
  type TPostProjectBody,
  type TProjectState,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { slugify } from "../../db/seed/slug.js";
import { AppError } from "../../lib/app-error.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { FileStore } from "../../storage/file-store.js";
import type { SettingsService } from "../settings/settings.service.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import {
  documentName,
  inspectUpload,
  removeProjectFiles,
  storeUpload,
  type InspectedFile,
} from "./project-files.js";
import {
  deleteProjectMedia,
  deleteProjectPlans,
  deleteProjectRow,
  insertProject,
  insertProjectMedia,
  insertProjectPlans,
  isProjectCategory,
  projectMediaCountAfterRemoval,
  projectPlanCountAfterRemoval,
  ownProjects,
  ownProjectTotals,
  posterProfile,
  projectFileKeys,
  projectInAnyState,
  projectStanding,
  renameProjectPlan,
  setProjectActive,
  slugsLike,
  updateProject,
  type ProjectStanding,
  type ProjectValues,
} from "./project-management.repository.js";
import { mapProjectDetail } from "./projects.mapper.js";
import { projectMediaFor, projectOwner, projectPlansFor } from "./projects.repository.js";

const DEFAULT_LIMIT = 10;

type Actor = Pick<Viewer, "id" | "role">;
type ProjectRow = NonNullable<Awaited<ReturnType<typeof projectInAnyState>>>;
type Fields = Record<string, string[]>;

/** A form's file field as a list: one file, an array, or bracket keys parsed into an object. */
function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value;
  if (typeof value === "object" && !isUploadedFile(value)) return Object.values(value);
  return [value];
}

function stateOf(row: Pick<ProjectStanding, "id" | "moderationStatus" | "isActive">): TProjectState {
  return { id: row.id, request_status: row.moderationStatus, status: row.isActive ? 1 : 0 };
}

/** An upload that passed its checks, with the form field it came in (for an error found while storing it). */
type CheckedFile = InspectedFile & { field: string };

export type SavedProject = { project: TOwnProject; created: boolean; awaitsReview: boolean };

export function createProjectManagementService(
  db: Database,
  deps: {
    packages: PackagesService;
    settings: SettingsService;
    files: FileStore;
    images: ImageWork;
    demoMode: boolean;
  },
) {
  /** The project if the actor may manage it (its owner or an admin); anyone else gets the 404 of a missing one. */
  async function manageable(actor: Actor, id: number): Promise<ProjectStanding> {
    const row = await projectStanding(db, id);
    if (!row || (row.ownerId !== actor.id && actor.role !== "admin")) {
      throw new AppError("NOT_FOUND", { messageKey: "projects.not_found" });
    }
    return row;
  }

  function refuseInDemo() {
    if (deps.demoMode) throw new AppError("DEMO_MODE");
  }

  /** Spec §6: a completed profile, and verification when the setting asks for it (admins are exempt). */
  async function checkPoster(actor: Actor, settings: Map<string, string>) {
    const poster = await posterProfile(db, actor.id);
    if (!poster) throw new AppError("UNAUTHENTICATED");
    if (poster.role === "admin") return;
    if (!poster.name.trim() || !poster.email || !poster.mobile) throw new AppError("PROFILE_INCOMPLETE");
    if (settings.get("verification_required_for_user") !== "1") return;
    if (poster.verificationStatus === "pending") throw new AppError("VERIFICATION_PENDING");
    if (poster.verificationStatus === "failed") throw new AppError("VERIFICATION_FAILED");
    if (poster.verificationStatus !== "success") throw new AppError("VERIFICATION_REQUIRED");
  }

  async function uniqueSlug(title: string, exceptId?: number): Promise<string> {
    const base = slugify(title, "project");
    const taken = await slugsLike(db, base, exceptId);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  async function ownProject(id: number, ctx: MapContext): Promise<TOwnProject> {
    const row = await projectInAnyState(db, id, ctx.now);
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "projects.not_found" });
    return withExtras(row, ctx);
  }

  async function withExtras(row: ProjectRow, ctx: MapContext): Promise<TOwnProject> {
    const [owner, media, plans] = await Promise.all([
      projectOwner(db, row.project.ownerId),
      projectMediaFor(db, row.project.id),
      projectPlansFor(db, row.project.id),
    ]);
    if (!owner) throw new AppError("NOT_FOUND", { messageKey: "projects.not_found" });
    const { project } = row;
    return {
      ...mapProjectDetail(row, { owner, media, plans }, ctx),
      request_status: project.moderationStatus,
      status: project.isActive ? 1 : 0,
      reject_reason: project.moderationStatus === "rejected" ? (project.rejectionReason ?? "") : null,
    };
  }

  /**
   * Checks every field and file before anything is written, so a refused request leaves no trace. Files must be
   * uploads of this very request (a JSON body naming a server path is not a file) and are typed by content.
   */
  const PLACE_TEXT: ReadonlySet<keyof TPostProjectBody> = new Set(["city", "state", "country"]);

  async function validate(input: {
    body: TPostProjectBody;
    uploaded: UploadedFile[];
    existing: ProjectStanding | null;
  }) {
    const { body, existing } = input;
    const fields: Fields = {};
    const add = (field: string, key: string) => (fields[field] ??= []).push(key);
    const ownPaths = new Set(input.uploaded.map((file) => file.path));
    const isOwnUpload = (value: unknown): value is UploadedFile =>
      isUploadedFile(value) && ownPaths.has(value.path);

    async function inspect(value: unknown, field: string, accept: "image" | "document") {
      if (!isOwnUpload(value)) return null;
      const inspected = await inspectUpload(value, { accept, images: deps.images });
      if ("problem" in inspected) {
        add(field, inspected.problem);
        return null;
      }
      return { ...inspected, field };
    }

    if (!existing) {
      const required: [keyof TPostProjectBody, string][] = [
        ["title", "projects.title_required"],
        ["description", "projects.description_required"],
        ["category_id", "projects.category_required"],
        ["type", "projects.type_required"],
        ["location", "projects.location_required"],
        ["city", "projects.city_required"],
        ["state", "projects.state_required"],
        ["country", "projects.country_required"],
        ["latitude", "projects.coordinates_required"],
        ["longitude", "projects.coordinates_required"],
      ];
      // A catalogue city names the city, state and country at once.
      const named =
        body.city_id === undefined ? required : required.filter(([field]) => !PLACE_TEXT.has(field));
      for (const [field, key] of named) if (body[field] === undefined) add(field, key);
      if (!isOwnUpload(body.image)) add("image", "projects.image_required");
    }
    if (body.category_id !== undefined && !(await isProjectCategory(db, body.category_id))) {
      add("category_id", "projects.category_invalid");
    }

    const image = await inspect(body.image, "image", "image");
    const metaImage = await inspect(body.meta_image, "meta_image", "image");
    const gallery: CheckedFile[] = [];
    for (const value of asList(body.gallery_images)) {
      const inspected = await inspect(value, "gallery_images", "image");
      if (inspected) gallery.push(inspected);
    }
    const documents: CheckedFile[] = [];
    for (const value of asList(body.documents)) {
      const inspected = await inspect(value, "documents", "document");
      if (inspected) documents.push(inspected);
    }

    const existingPlanIds = existing
      ? new Set((await projectPlansFor(db, existing.id)).map((plan) => plan.id))
      : new Set<number>();
    const newPlans: { title: string; document: CheckedFile }[] = [];
    const renamedPlans: { id: number; title: string }[] = [];
    for (const [i, plan] of (body.plans ?? []).entries()) {
      const field = `plans.${i}`;
      if (plan.id !== undefined) {
        if (!existingPlanIds.has(plan.id)) add(`${field}.id`, "projects.plan_not_found");
        else if (plan.title !== undefined) renamedPlans.push({ id: plan.id, title: plan.title });
        continue;
      }
      if (plan.title === undefined) add(`${field}.title`, "projects.plan_title_required");
      if (!isOwnUpload(plan.document)) add(`${field}.document`, "projects.plan_document_required");
      const document = await inspect(plan.document, `${field}.document`, "document");
      if (plan.title !== undefined && document) newPlans.push({ title: plan.title, document });
    }

    // However many edits add them, a project holds no more than one request may send (nothing decoded yet).
    const projectId = existing?.id;
    const keptGallery = projectId
      ? await projectMediaCountAfterRemoval(db, {
          projectId,
          kind: "gallery",
          removing: body.remove_gallery_images ?? [],
        })
      : 0;
    if (gallery.length > 0 && keptGallery + gallery.length > PROJECT_MEDIA_MAX) {
      add("gallery_images", "projects.gallery_limit");
    }
    const keptDocuments = projectId
      ? await projectMediaCountAfterRemoval(db, {
          projectId,
          kind: "document",
          removing: body.remove_documents ?? [],
        })
      : 0;
    if (documents.length > 0 && keptDocuments + documents.length > PROJECT_MEDIA_MAX) {
      add("documents", "projects.document_limit");
    }
    const keptPlans = projectId
      ? await projectPlanCountAfterRemoval(db, { projectId, removing: body.remove_plans ?? [] })
      : 0;
    if (newPlans.length > 0 && keptPlans + newPlans.length > PROJECT_PLANS_MAX)
      add("plans", "projects.plan_limit");

    const place = await placeColumns(db, body);
    if (place === "unknown_city") add("city_id", "projects.unknown_city");

    if (Object.keys(fields).length > 0) {
      throw new AppError("VALIDATION_FAILED", { messageKey: "errors.validation_failed", fields });
    }
    return {
      image,
      metaImage,
      gallery,
      documents,
      newPlans,
      renamedPlans,
      place: place === "unknown_city" ? {} : place,
    };
  }

  function valuesFrom(body: TPostProjectBody): ProjectValues {
    const values: ProjectValues = {};
    if (body.title !== undefined) values.title = body.title;
    if (body.title_ar !== undefined) values.titleAr = body.title_ar;
    if (body.description !== undefined) values.description = body.description;
    if (body.description_ar !== undefined) values.descriptionAr = body.description_ar;
    if (body.category_id !== undefined) values.categoryId = body.category_id;
    if (body.type !== undefined) values.type = body.type;
    if (body.location !== undefined) values.location = body.location;
    if (body.city !== undefined) values.city = body.city;
    if (body.state !== undefined) values.state = body.state;
    if (body.country !== undefined) values.country = body.country;
    if (body.latitude !== undefined) values.latitude = body.latitude;
    if (body.longitude !== undefined) values.longitude = body.longitude;
    if (body.video_link !== undefined) values.videoLink = body.video_link;
    if (body.meta_title !== undefined) values.metaTitle = body.meta_title;
    if (body.meta_description !== undefined) values.metaDescription = body.meta_description;
    if (body.meta_keywords !== undefined) values.metaKeywords = body.meta_keywords;
    return values;
  }

  return {
    /**
     * `post_project`: creates a project (under review and hidden until an admin enables it; one `project_list`
     * credit spent in the same transaction, so a failed insert gives it back) or updates the caller's own.
     */
    async save(
      actor: Actor,
      body: TPostProjectBody,
      uploaded: UploadedFile[],
      ctx: MapContext,
    ): Promise<SavedProject> {
      refuseInDemo();
      const existing = body.id === undefined ? null : await manageable(actor, body.id);
      const settings = await deps.settings.raw();
      if (!existing) await checkPoster(actor, settings);
      const checked = await validate({ body, uploaded, existing });

      const stored: string[] = [];
      const store = async (file: CheckedFile) => {
        try {
          const key = await storeUpload(file, deps);
          stored.push(key);
          return key;
        } catch (error) {
          // The header was fine but the data is not: the sender's mistake on that field, not a server fault.
          if (!(error instanceof UnreadableImageError)) throw error;
          throw new AppError("VALIDATION_FAILED", {
            messageKey: "errors.validation_failed",
            fields: { [file.field]: ["validation.invalid_file_type"] },
          });
        }
      };
      const replaced: string[] = [];
      let projectId: number;
      let awaitsReview = true;
      try {
        const image = checked.image ? await store(checked.image) : undefined;
        const metaImage = checked.metaImage ? await store(checked.metaImage) : undefined;
        // One after the other: images queue for the image slots anyway, and a failure must find every key stored
        // so far in `stored`, with none still on its way.
        const gallery: string[] = [];
        for (const file of checked.gallery) gallery.push(await store(file));
        const documents: { file: string; name: string }[] = [];
        for (const doc of checked.documents)
          documents.push({ file: await store(doc), name: documentName(doc.file) });
        const plans: { title: string; document: string }[] = [];
        for (const plan of checked.newPlans)
          plans.push({ title: plan.title, document: await store(plan.document) });
        const values = { ...valuesFrom(body), ...checked.place };
        if (image !== undefined) values.image = image;
        if (metaImage !== undefined) values.metaImage = metaImage;
        // A project keeps its address when its title changes, so shared links and search results still work.
        const slugSource = body.slug_id ?? (existing ? undefined : body.title);
        if (slugSource !== undefined) values.slug = await uniqueSlug(slugSource, existing?.id);

        projectId = await db.transaction(async (tx) => {
          let id: number;
          if (existing) {
            id = existing.id;
            // An owner's edit goes back to review unless the admin lets edits through (backend-facts §3.10).
            awaitsReview = actor.role !== "admin" && settings.get("auto_approve_edited_listings") !== "1";
            await updateProject(tx, id, {
              ...values,
              ...(awaitsReview ? { moderationStatus: "pending", rejectionReason: null } : {}),
              updatedAt: ctx.now,
            });
            replaced.push(
              ...(await deleteProjectMedia(tx, {
                projectId: id,
                kind: "gallery",
                ids: body.remove_gallery_images ?? [],
              })),
              ...(await deleteProjectMedia(tx, {
                projectId: id,
                kind: "document",
                ids: body.remove_documents ?? [],
              })),
              ...(await deleteProjectPlans(tx, { projectId: id, ids: body.remove_plans ?? [] })),
            );
            if (image !== undefined && existing.image) replaced.push(existing.image);
            if (metaImage !== undefined && existing.metaImage) replaced.push(existing.metaImage);
            for (const plan of checked.renamedPlans) await renameProjectPlan(tx, { projectId: id, ...plan });
          } else {
            await deps.packages.consume(actor.id, "project_list", ctx.now, { tx });
            id = await insertProject(tx, {
              title: values.title!,
              description: values.description!,
              categoryId: values.categoryId!,
              type: values.type!,
              location: values.location!,
              city: values.city!,
              state: values.state!,
              country: values.country!,
              latitude: values.latitude!,
              longitude: values.longitude!,
              ...values,
              slug: values.slug!,
              ownerId: actor.id,
              moderationStatus: "pending",
              isActive: false,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            });
          }
          await insertProjectMedia(tx, [
            ...gallery.map((file) => ({ projectId: id, kind: "gallery" as const, file, name: null })),
            ...documents.map((doc) => ({
              projectId: id,
              kind: "document" as const,
              file: doc.file,
              name: doc.name,
            })),
          ]);
          await insertProjectPlans(
            tx,
            plans.map((plan) => ({ projectId: id, ...plan })),
          );
          // Counted again under the project's row lock (taken by the update above): two edits racing each saw room.
          const over: Fields = {};
          if (gallery.length > 0) {
            const total = await projectMediaCountAfterRemoval(tx, {
              projectId: id,
              kind: "gallery",
              removing: [],
            });
            if (total > PROJECT_MEDIA_MAX) over.gallery_images = ["projects.gallery_limit"];
          }
          if (documents.length > 0) {
            const total = await projectMediaCountAfterRemoval(tx, {
              projectId: id,
              kind: "document",
              removing: [],
            });
            if (total > PROJECT_MEDIA_MAX) over.documents = ["projects.document_limit"];
          }
          if (
            plans.length > 0 &&
            (await projectPlanCountAfterRemoval(tx, { projectId: id, removing: [] })) > PROJECT_PLANS_MAX
          ) {
            over.plans = ["projects.plan_limit"];
          }
          if (Object.keys(over).length > 0) {
            throw new AppError("VALIDATION_FAILED", { messageKey: "errors.validation_failed", fields: over });
          }
          return id;
        });
      } catch (error) {
        await removeProjectFiles(deps.files, stored);
        // Two posts with the same title racing for one slug: the loser may simply send again.
        if (isUniqueViolation(error)) throw new AppError("CONFLICT");
        throw error;
      }
      await removeProjectFiles(deps.files, replaced);
      return { project: await ownProject(projectId, ctx), created: !existing, awaitsReview };
    },

    /** `get-added-projects`: the caller's own projects in every state, with counts over all of them. */
    async ownProjects(
      ownerId: number,
      query: TGetAddedProjectsQuery,
      ctx: MapContext,
    ): Promise<{ items: TOwnProject[]; total: number; totalViews: number; counts: TOwnProjectCounts }> {
      const [page, totals] = await Promise.all([
        ownProjects(db, {
          filters: {
            ownerId,
            id: query.id,
            slug: query.slug_id,
            isActive: query.status === undefined ? undefined : query.status === 1,
            moderation: query.request_status,
            search: query.search,
            promotedAt: query.is_promoted ? ctx.now : undefined,
          },
          offset: query.offset ?? 0,
          limit: query.limit ?? DEFAULT_LIMIT,
          now: ctx.now,
        }),
        ownProjectTotals(db, ownerId),
      ]);
      const items = await Promise.all(page.rows.map((row) => withExtras(row, ctx)));
      return { items, total: page.total, totalViews: totals.totalViews, counts: totals.counts };
    },

    /** `change-project-status`: an approved project shown (1) or hidden (0) by its owner. */
    async changeActive(actor: Actor, body: TChangeProjectStatusBody, now: Date): Promise<TProjectState> {
      refuseInDemo();
      const row = await manageable(actor, body.project_id);
      const refusal = new AppError("VALIDATION_FAILED", {
        messageKey: "projects.toggle_needs_approval",
        fields: { status: ["projects.toggle_needs_approval"] },
      });
      if (row.moderationStatus !== "approved") throw refusal;
      const isActive = body.status === 1;
      if (row.isActive === isActive) return stateOf(row);
      const changed = await setProjectActive(db, { id: row.id, isActive, now });
      if (!changed) throw refusal;
      return stateOf(changed);
    },

    /** `delete_project`: the project, then the files this module stored for it. */
    async remove(actor: Actor, projectId: number): Promise<{ id: number }> {
      refuseInDemo();
      const row = await manageable(actor, projectId);
      const keys = await projectFileKeys(db, row.id);
      if (!(await deleteProjectRow(db, row.id))) {
        throw new AppError("NOT_FOUND", { messageKey: "projects.not_found" });
      }
      await removeProjectFiles(deps.files, keys);
      return { id: row.id };
    },
  };
}

export type ProjectManagementService = ReturnType<typeof createProjectManagementService>;
