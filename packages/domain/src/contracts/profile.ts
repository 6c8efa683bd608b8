// Request and response contracts of the profile, push tokens, data export and user lookups (accounts work).
export {};
