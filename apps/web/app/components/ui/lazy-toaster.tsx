import { lazy, Suspense, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { useHydrated } from "../../lib/i18n/use-hydrated";
import { loadSonner } from "./toast";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's toaster, fetched and mounted after hydration, so its script is not part of the page's first download. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
