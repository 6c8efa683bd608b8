import type { ProjectCardData } from "../../lib/api/types";

export const PROJECT_TYPES = ["upcoming", "under_construction"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export function projectTypeKey(type: unknown): ProjectType | undefined {
  return PROJECT_TYPES.find((key) => key === type);
}

/** Project pages live under their slug; an all-digit slug would read as an id, so those use the id. */
export function projectHref(project: { id: number; slug_id?: string | null }): string {
  const slug = project.slug_id?.trim();
  return `/project-details/${slug && !/^\d+$/.test(slug) ? encodeURIComponent(slug) : project.id}`;
}

/** get-project-detail's query for the URL's segment: digits are an id, anything else a slug. */
export function projectDetailQuery(segment: string): { id: number } | { slug_id: string } {
  return /^\d{1,9}$/.test(segment) ? { id: Number(segment) } : { slug_id: segment };
}

/** "City, State" (the separator is the language's), or the free-text location when neither is known. */
export function projectPlace(
  project: { city?: string; state?: string; location?: string },
  separator = ", ",
): string {
  const parts = [project.city, project.state].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? [...new Set(parts)].join(separator) : (project.location ?? "");
}

export type ProjectFile = { id: string; title: string; url: string };
export type ProjectPerson = {
  name: string;
  profile: string;
  slug: string;
  isVerified: boolean;
  role: "agent" | "developer" | "platform";
};

/** What the project page shows, whatever spelling of the eBroker fields the API answers with. */
export type ProjectDetail = {
  id: number;
  slug: string;
  title: string;
  description: string;
  type: ProjectType | undefined;
  image: string;
  category: string;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  videoLink: string;
  gallery: ProjectFile[];
  documents: ProjectFile[];
  plans: ProjectFile[];
  owner: ProjectPerson | null;
  metaTitle: string;
  metaDescription: string;
  metaImage: string;
  createdAt: string;
  /** Opened without `project_access` (spec §6): the API sent the teaser only. */
  accessLocked: boolean;
};

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const firstText = (record: Raw, ...keys: string[]): string => {
  for (const key of keys) {
    const value = text(record[key]);
    if (value) return value;
  }
  return "";
};
const coordinate = (value: unknown, limit: number): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

/** The file name at the end of a URL, for links that have no title of their own. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  const name = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function files(value: unknown, titleKeys: string[], urlKeys: string[]): ProjectFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    if (typeof entry === "string")
      return entry ? [{ id: String(index), title: fileNameOf(entry), url: entry }] : [];
    if (!isRecord(entry)) return [];
    const url = firstText(entry, ...urlKeys);
    if (!url) return [];
    const id =
      typeof entry.id === "number" || typeof entry.id === "string" ? String(entry.id) : String(index);
    return [{ id, title: firstText(entry, ...titleKeys) || fileNameOf(url), url }];
  });
}

function owner(raw: Raw): ProjectPerson | null {
  // get-project-detail puts the owner's public fields on the project itself (as get_property does).
  const flat: Raw | undefined =
    typeof raw.customer_name === "string"
      ? {
          name: raw.customer_name,
          profile: raw.profile,
          slug_id: raw.customer_slug_id,
          is_verified: raw.is_verified,
          customer_type: raw.customer_type,
          is_admin_listing: raw.is_admin_listing,
        }
      : undefined;
  const person = flat ?? [raw.customer, raw.user, raw.agent].find(isRecord);
  if (!person) return null;
  const isPlatform = person.is_admin_listing === true;
  const name = firstText(person, "name");
  if (!name && !isPlatform) return null;
  return {
    name,
    profile: firstText(person, "profile", "image"),
    // The platform's own projects have no public agent page.
    slug: isPlatform ? "" : firstText(person, "slug_id", "slug"),
    isVerified: person.is_verified === true || person.is_verified === 1,
    role: isPlatform ? "platform" : person.customer_type === "agent" ? "agent" : "developer",
  };
}

/**
 * The detail from the API's answer (`data` as an object or a one-item list), or null when it names no
 * project. Fields the eBroker clients spell two ways (gallary/gallery) are both read.
 */
export function toProjectDetail(data: unknown): ProjectDetail | null {
  const raw = Array.isArray(data) ? data[0] : data;
  if (!isRecord(raw) || typeof raw.id !== "number") return null;
  const category = isRecord(raw.category) ? firstText(raw.category, "category", "name") : "";
  const allDocuments = Array.isArray(raw.documents) ? raw.documents : [];
  const galleryField = raw.gallery_images ?? raw.gallary_images;
  // Older eBroker answers keep the gallery among the documents, told apart by `type` image/doc.
  const isLegacyMixed =
    galleryField === undefined && allDocuments.some((d) => isRecord(d) && d.type === "image");
  const galleryRaw = isLegacyMixed
    ? allDocuments.filter((d) => isRecord(d) && d.type === "image")
    : galleryField;
  const documentsRaw = isLegacyMixed
    ? allDocuments.filter((d) => !isRecord(d) || d.type !== "image")
    : allDocuments;
  return {
    id: raw.id,
    slug: firstText(raw, "slug_id", "slug"),
    title: firstText(raw, "title"),
    description: firstText(raw, "description"),
    type: projectTypeKey(raw.type),
    image: firstText(raw, "image", "title_image"),
    category,
    location: firstText(raw, "location", "address"),
    city: firstText(raw, "city"),
    state: firstText(raw, "state"),
    country: firstText(raw, "country"),
    latitude: coordinate(raw.latitude, 90),
    longitude: coordinate(raw.longitude, 180),
    videoLink: firstText(raw, "video_link"),
    gallery: files(galleryRaw, ["title"], ["image_url", "url", "image", "name"]).filter((file) =>
      /^(https?:)?\//.test(file.url),
    ),
    documents: files(documentsRaw, ["name", "title"], ["file", "url", "document"]),
    plans: files(raw.plans, ["title"], ["document", "url", "file"]),
    owner: owner(raw),
    metaTitle: firstText(raw, "meta_title"),
    metaDescription: firstText(raw, "meta_description"),
    metaImage: firstText(raw, "meta_image"),
    createdAt: firstText(raw, "created_at"),
    accessLocked: raw.access_locked === true,
  };
}

/** YouTube links become privacy-enhanced embeds; any other video is offered as a link instead. */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** Plans that are pictures are previewed; anything else (PDF, DWG…) is a link. */
export function isImageFile(url: string): boolean {
  return /\.(avif|gif|jpe?g|png|webp)$/i.test(url.split(/[?#]/)[0] ?? "");
}

/** A link the page may offer: http(s) or a path on this site. */
export function isSafeLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith("/") && !url.startsWith("//"));
}

/** Cards from the list answer; a project without an id or title is not shown. */
export function isProjectCard(value: unknown): value is ProjectCardData {
  return isRecord(value) && typeof value.id === "number" && typeof value.title === "string";
}
