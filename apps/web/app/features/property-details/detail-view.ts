import type { PropertyDetailData } from "../../lib/api/types";

/**
 * A `get_property` item as the details page reads it. Beyond the shared contract, the API may add the
 * viewer's state (`is_interested`, `is_reported`), the owner's contacts when it shares them (`contact`), and
 * `premium_locked` for a premium listing the viewer may not open (spec §6), which comes without its
 * description, media, documents and contacts: those are optional here so a locked item never breaks the page.
 */
export type PropertyDetailView = Omit<
  PropertyDetailData,
  "description" | "gallery" | "documents" | "video_link" | "three_d_image"
> & {
  description: string;
  gallery: PropertyDetailData["gallery"];
  documents: PropertyDetailData["documents"];
  video_link: string;
  three_d_image: string;
  premium_locked: boolean;
  is_interested: boolean;
  is_reported: boolean;
  total_interested_users: number | null;
  mobile: string;
  email: string;
  whatsappnumber: string;
};

type RawDetail = Partial<PropertyDetailData> & Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Fills what a locked or older API answer leaves out, so components never test for undefined. */
export function toDetailView(raw: PropertyDetailData): PropertyDetailView {
  const item = raw as RawDetail;
  // `contact` is how this API shares the owner's details; eBroker put them on the item itself.
  const contact =
    typeof item.contact === "object" && item.contact !== null
      ? (item.contact as Record<string, unknown>)
      : null;
  return {
    ...raw,
    description: text(item.description),
    gallery: list(item.gallery),
    documents: list(item.documents),
    parameters: list(item.parameters),
    assign_facilities: list(item.assign_facilities),
    video_link: text(item.video_link),
    three_d_image: text(item.three_d_image),
    premium_locked: item.premium_locked === true,
    is_interested: item.is_interested === true,
    is_reported: item.is_reported === true,
    total_interested_users: typeof item.total_interested_users === "number" ? item.total_interested_users : 0,
    mobile: text(contact?.mobile) || text(item.mobile),
    email: text(contact?.email) || text(item.email),
    whatsappnumber: text(contact?.whatsappnumber) || text(item.whatsappnumber),
  };
}
