/** Cache keys of the member pages; each starts with the endpoint so invalidation reads plainly. */
export const FAVOURITES_KEY = "get_favourite_property";
export const INTERESTS_KEY = "personalised-fields";
export const RECOMMENDATIONS_KEY = "get_user_recommendation";
