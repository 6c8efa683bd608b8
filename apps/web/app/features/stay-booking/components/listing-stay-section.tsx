import { stayDetailsOf } from "../stay-details";
import { StaySection } from "./stay-section";

type ListingStaySectionProps = {
  propertyId: number;
  /** The `get_property` item as the loader gave it: its rooms and packages are read (and checked) here. */
  listing: Record<string, unknown>;
  classification: number;
  photos: string[];
  initialDates: { checkIn: string; checkOut: string } | null;
};

/**
 * The stay section of a vacation home's or hotel's page, reading the listing's rooms itself: the details page
 * loads this module only for stays, so other listings never download the booking picker or the contracts
 * it checks rooms with (ADR 079).
 */
export function ListingStaySection({ listing, classification, ...props }: ListingStaySectionProps) {
  return <StaySection {...props} stay={stayDetailsOf(listing, classification)} />;
}
