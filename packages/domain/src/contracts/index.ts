export * from "./catalogue.js";
export * from "./catalogue-responses.js";
export * from "./envelope.js";
export * from "./homepage-responses.js";
export * from "./property-responses.js";
export * from "./settings-responses.js";
export * from "./auth.js";
export * from "./profile.js";
