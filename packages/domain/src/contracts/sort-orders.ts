// The listing search's sort orders, alone in a zod-free module: the web's search pages read the list at
// run time, and a browser bundle that imports only this module does not carry zod (web ADR 079).
export const propertySortOrders = [
  "newest",
  "oldest",
  "price_asc",
  "price_desc",
  "most_viewed",
  "most_liked",
  "featured",
  "top_rated",
  "trending",
  "distance",
] as const;
