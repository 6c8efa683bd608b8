import { PropertyCard } from "../../../components/ui/property-card";
import type { TListingCard } from "@manzil/domain/contracts";

/** A page of listing cards; the first row loads eagerly (it is the largest paint). */
export function ListingGrid({
  properties,
  linkSearch,
}: {
  properties: readonly TListingCard[];
  /** Carried to each details link (a stay search's dates). */
  linkSearch?: string;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {properties.map((property, index) => (
        <li key={property.id} className="flex">
          <PropertyCard property={property} priority={index < 3} className="w-full" linkSearch={linkSearch} />
        </li>
      ))}
    </ul>
  );
}
