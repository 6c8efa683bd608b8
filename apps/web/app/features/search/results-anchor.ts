/** The id of the listing results section: the filter drawer's no-JavaScript "close" and "Show results" lead here. */
export const LISTING_RESULTS_ID = "listing-results";
