import type { TOwnerDocument } from "@manzil/domain/contracts";
import type { OwnListing } from "../../components/owner/own-listing";

/** The owner's listing the address names, or null: someone else's listing is missing, as the API says. */
export function listingOfSlug(listings: readonly OwnListing[], slug: string): OwnListing | null {
  const wanted = slug.toLowerCase();
  return listings.find((listing) => listing.slug_id.toLowerCase() === wanted) ?? null;
}

/** Every picture of the listing once: the title picture first, then the gallery. */
export function picturesOf(listing: Pick<OwnListing, "title_image" | "gallery">): string[] {
  const all = [listing.title_image, ...listing.gallery.map((image) => image.image_url)].filter(Boolean);
  return [...new Set(all)];
}

/** A file's size as owners read it: kilobytes below a megabyte, else megabytes with one decimal. */
export function sizeUnit(bytes: number): { value: number; unit: "kb" | "mb"; digits: number } {
  return bytes < 1024 * 1024
    ? { value: Math.max(1, Math.round(bytes / 1024)), unit: "kb", digits: 0 }
    : { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: "mb", digits: 1 };
}

/** The owner's papers are private and signed for a few minutes only: "PDF" or "image" says what opens. */
export const documentFormat = (document: Pick<TOwnerDocument, "content_type">): "pdf" | "image" =>
  document.content_type === "application/pdf" ? "pdf" : "image";
