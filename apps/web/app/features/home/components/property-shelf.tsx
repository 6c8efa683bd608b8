import { useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChevronEndIcon, ChevronStartIcon } from "../../../components/icons/icons";
import { PropertyCard } from "../../../components/ui/property-card";
import type { TListingCard } from "@manzil/domain/contracts";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import { SERVER_RENDERED_CARDS } from "../home-shelves";
import { SectionShell } from "./section-shell";

export { SERVER_RENDERED_CARDS };

type PropertyShelfProps = {
  id: number;
  type: string;
  title: string;
  properties: TListingCard[];
  viewAllHref?: string;
  /** The first section on the page loads its first images eagerly. */
  eager?: boolean;
};

/** A row of property cards that scrolls sideways, with start/end buttons for pointer users. */
export function PropertyShelf({
  id,
  type,
  title,
  properties,
  viewAllHref,
  eager = false,
}: PropertyShelfProps) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const rowRef = useRef<HTMLUListElement>(null);
  const shown = useHydrated() ? properties : properties.slice(0, SERVER_RENDERED_CARDS);

  const scroll = (towards: "start" | "end") => {
    const row = rowRef.current;
    if (!row) return;
    const step = row.clientWidth * 0.9;
    // scrollLeft grows to the right; in right-to-left layouts the end of the row is on the left.
    const sign = (towards === "end" ? 1 : -1) * (dir === "rtl" ? -1 : 1);
    row.scrollBy({ left: sign * step, behavior: "smooth" });
  };

  return (
    <SectionShell
      id={id}
      type={type}
      title={title}
      viewAllHref={viewAllHref}
      actions={
        properties.length > 3 ? (
          <>
            <button
              type="button"
              className="home-scroll"
              onClick={() => scroll("start")}
              aria-label={t("home.scroll_back")}
            >
              <ChevronStartIcon className="size-4" />
            </button>
            <button
              type="button"
              className="home-scroll"
              onClick={() => scroll("end")}
              aria-label={t("home.scroll_forward")}
            >
              <ChevronEndIcon className="size-4" />
            </button>
          </>
        ) : null
      }
    >
      <ul
        ref={rowRef}
        // A row the keyboard can scroll too (arrow keys), as the phone's carousels.
        data-testid="home-carousel"
        className="shelf home-shelf-row"
      >
        {shown.map((property, index) => (
          <li key={property.id} className="home-shelf-item">
            <PropertyCard property={property} priority={eager && index < 4} className="w-full" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
