export * from "./catalogue.js";
