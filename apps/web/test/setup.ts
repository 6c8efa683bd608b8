import "../app/lib/i18n/server-catalogues";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// Without `globals: true`, Testing Library cannot register its own cleanup: renders would leak between tests.
// Files share one module registry per worker (isolate: false, ADR 083), so whatever a test leaves in the
// document or in a module-level store is cleared here, or the next file would see it.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store and shows the active ones to the next toaster that mounts.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
  // A modal closed by unmounting can leave Radix's pointer-events lock and portals on <body>.
  document.body.removeAttribute("style");
  document.body.removeAttribute("data-scroll-locked");
  document.body.replaceChildren();
});
