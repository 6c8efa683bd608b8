import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("properties", "routes/properties.tsx"),
  route("properties-details/:slug", "routes/property-details.tsx"),
  route("onboarding", "routes/onboarding.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // Everything under /user passes the spec §2 guard in this layout route.
  route("user", "routes/user-layout.tsx", [
    index("routes/user-index.tsx"),
    route("properties", "routes/user-properties.tsx"),
    route("profile", "routes/user-profile.tsx"),
  ]),
  route("set-language", "routes/set-language.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
