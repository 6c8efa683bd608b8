import { clsx } from "clsx";
import { Link } from "react-router";

export type Choice = { key: string; text: string; href: string; isCurrent: boolean };

/** A row of links of which one is the current choice (`aria-current`): a queue's state, its order… */
export function ChoiceLinks({
  label,
  choices,
  className,
}: {
  label: string;
  choices: Choice[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={clsx("flex flex-wrap gap-2", className)}>
      {choices.map((choice) => (
        <Link
          key={choice.key}
          to={choice.href}
          aria-current={choice.isCurrent ? "page" : undefined}
          className={clsx(
            "rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
            choice.isCurrent
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-200 bg-white text-slate-700 hover:border-brand-600",
          )}
        >
          {choice.text}
        </Link>
      ))}
    </nav>
  );
}
