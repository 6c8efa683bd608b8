import { inquiryStatuses, type InquiryStatus } from "@manzil/domain/contracts";

export type InquiryTab = "all" | InquiryStatus;
export const inquiryTabs: readonly InquiryTab[] = ["all", ...inquiryStatuses];

/** Requests per page. */
export const INQUIRY_PAGE_SIZE = 20;

/** Every cached page of the owner's requests starts with this. */
export const INQUIRIES_KEY = "get_property_inquiry";

/** The states an owner can move a request to from where it is (a closed request can be reopened). */
export function nextStatesOf(status: InquiryStatus): InquiryStatus[] {
  switch (status) {
    case "pending":
      return ["accepted", "cancelled"];
    case "accepted":
      return ["complete", "cancelled"];
    case "complete":
    case "cancelled":
      return ["pending"];
  }
}

export type InquiriesView = { tab: InquiryTab; propertyId: number | null; page: number };

const isTab = (value: string | null): value is InquiryTab =>
  (inquiryTabs as readonly string[]).includes(value ?? "");
const wholeNumber = (value: string | null, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : null;
};

/** `?tab=accepted&property=12&page=2`; anything odd falls back to every request, page 1. */
export function inquiriesViewOf(params: URLSearchParams): InquiriesView {
  const tab = params.get("tab");
  return {
    tab: isTab(tab) ? tab : "all",
    propertyId: wholeNumber(params.get("property"), 2_147_483_647),
    page: wholeNumber(params.get("page"), 10_000) ?? 1,
  };
}

export function inquiriesHref(view: InquiriesView): string {
  const params = new URLSearchParams();
  if (view.tab !== "all") params.set("tab", view.tab);
  if (view.propertyId !== null) params.set("property", String(view.propertyId));
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/user/inquiries${search ? `?${search}` : ""}`;
}
