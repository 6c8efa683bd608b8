/** The form field value that tells `/subscription-plan`'s action a purchase from a free activation. */
export const BUY_INTENT = "buy";
