// Request and response contracts of sign-up, sign-in, OTP and password reset (accounts work).
export {};
