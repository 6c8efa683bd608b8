import type { ReactNode } from "react";

type LockedPreviewProps = {
  /** Placeholder rows and columns, shaped like the table behind the gate. */
  rows?: number;
  columns?: number;
  /** What the visitor reads over it: why it is locked and the way to open it. */
  children: ReactNode;
  "data-testid"?: string;
};

const WIDTHS = ["w-3/4", "w-1/2", "w-2/3", "w-5/6", "w-2/5"];

/**
 * A gated table's place on the page (issue 18): blurred placeholder rows, never the real figures (those
 * stay on the server), under the reason and the way in. Both layers share one grid cell, so the box is as
 * tall as the taller of the two on any screen.
 */
export function LockedPreview({ rows = 6, columns = 3, children, ...rest }: LockedPreviewProps) {
  return (
    <div
      className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80"
      data-locked="true"
      {...rest}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none flex flex-col gap-4 p-5 blur-[3px] select-none [grid-area:1/1]"
      >
        {Array.from({ length: rows }, (_, row) => (
          <div
            key={row}
            className="grid gap-4 border-b border-slate-100 pb-4"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: columns }, (_, column) => (
              <span
                key={column}
                className={`h-4 rounded-full ${column === 0 ? "bg-slate-300" : "bg-slate-200"} ${
                  WIDTHS[(row + column) % WIDTHS.length]
                }`}
              />
            ))}
          </div>
        ))}
      </div>
      {/* Positioned: the blurred layer (a filter) would otherwise paint over it. */}
      <div className="relative flex items-center justify-center bg-white/40 p-4 [grid-area:1/1]">
        {children}
      </div>
    </div>
  );
}
