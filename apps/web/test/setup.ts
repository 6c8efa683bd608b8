import "../app/lib/i18n/server-catalogues";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without `globals: true`, Testing Library cannot register its own cleanup: renders would leak between tests.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
});
