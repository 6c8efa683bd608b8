/**
 * On a phone a home section is one row that scrolls sideways, card by card (the page would otherwise be
 * 15,000 px tall, issue 18); from `sm` up its own grid applies. The row follows the reading direction, so it
 * starts at the right and scrolls leftwards in Arabic. The keyboard reaches every card: each holds a
 * link, and a focused link scrolls its card into view (arrow keys then scroll the row); the section's "view
 * all" link stays beside the heading.
 */
export const phoneCarousel =
  "max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pt-1 max-sm:pb-4";

/**
 * A card in the phone's row: a fixed share of the screen, so the next one peeks in and says "more this way".
 * Named classes in app.css, as they repeat on every card of the home page (issue 19).
 */
export const phoneCarouselCard = {
  wide: "phone-carousel-wide",
  narrow: "phone-carousel-narrow",
} as const;
