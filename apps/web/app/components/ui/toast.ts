import type * as Sonner from "sonner";

// sonner is about 10 kB of script gzipped, and no page needs it before a visitor acts or a request fails: it
// loads once the page is interactive (LazyToaster asks for it at once) rather than with the page (ADR 082).
let sonner: Promise<typeof Sonner> | undefined;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

type Message = Parameters<typeof Sonner.toast.success>[0];
type Options = Parameters<typeof Sonner.toast.success>[1];

/**
 * sonner's `toast.success` and `toast.error` for the modules of a page's first download. A toast raised before
 * the toaster is on screen is not lost: sonner shows the toasts still active when its toaster mounts.
 */
export const toast = {
  success(message: Message, options?: Options): void {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: Message, options?: Options): void {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
};
