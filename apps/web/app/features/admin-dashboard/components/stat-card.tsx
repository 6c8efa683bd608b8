import { clsx } from "clsx";
import { Link } from "react-router";

/**
 * One figure with its label. With `href` the whole card opens the admin page where the figure is worked on;
 * `attention` marks a queue that has something waiting (the number says it too, colour only repeats it); `wide`
 * takes two columns of a phone's grid, for sums of money too long for half its width.
 */
export function StatCard({
  label,
  value,
  href,
  attention = false,
  wide = false,
}: {
  label: string;
  value: string;
  href?: string;
  attention?: boolean;
  wide?: boolean;
}) {
  // The space keeps label and number two words in the link's accessible name ("Listings to review 3").
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>{" "}
      <span
        className={clsx(
          "mt-1 block text-2xl font-extrabold tabular-nums [overflow-wrap:anywhere]",
          attention ? "text-amber-700" : "text-slate-900",
        )}
      >
        {value}
      </span>
    </>
  );
  const frame = clsx(
    "block h-full min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1",
    wide && "col-span-2 sm:col-span-1",
    attention ? "ring-amber-300" : "ring-slate-200/80",
  );
  return href ? (
    <Link
      to={href}
      data-testid="stat-card"
      className={clsx(frame, "hover:ring-brand-400 focus-visible:ring-brand-600 focus-visible:ring-2")}
    >
      {body}
    </Link>
  ) : (
    <div data-testid="stat-card" className={frame}>
      {body}
    </div>
  );
}
