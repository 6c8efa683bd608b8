import { Link } from "react-router";
import { ChevronStartIcon } from "../icons/icons";

/** The way back from an owner's page to the list it came from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ChevronStartIcon className="size-4" />
      {label}
    </Link>
  );
}
