export * from "./cancellation.js";
export * from "./loyalty.js";
export * from "./offers.js";
export * from "./reservation-states.js";
export * from "./zoned-time.js";
export * from "./reservation-quote.js";
