// The allow-list lives in the shared domain package so the API stores admin HTML cleaned by the very rules the
// web renders it with (ADR 019, 069). This path stays for the web's imports.
export * from "@manzil/domain/html";
