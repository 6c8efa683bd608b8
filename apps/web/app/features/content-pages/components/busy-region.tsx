import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/**
 * The list while the next page or filter loads: dimmed and marked busy (the progress bar runs at the
 * top), so the old results are not mistaken for the new ones.
 */
export function BusyRegion({ children, className }: { children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "loading";
  return (
    <div
      aria-busy={isBusy || undefined}
      className={clsx("transition-opacity", isBusy && "opacity-60", className)}
    >
      {children}
    </div>
  );
}
