import { clsx } from "clsx";
import type { ReactNode } from "react";

type Choice<T extends string> = { value: T; label: ReactNode; description: ReactNode };

type ChoiceGroupProps<T extends string> = {
  name: string;
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 4;
};

/**
 * A native radio group drawn as cards: arrow keys move between choices, the legend names the group,
 * and each card's description is read with its choice.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = 2,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-bold text-slate-900">{legend}</legend>
      <div className={clsx("grid gap-3 sm:grid-cols-2", columns === 4 && "lg:grid-cols-4")}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={clsx(
                "relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 bg-white p-4 ps-11 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                checked ? "border-brand-600 bg-brand-50/60" : "border-slate-200 hover:border-slate-300",
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-describedby={`${id}-description`}
                className="absolute start-4 top-5 size-4 accent-brand-700"
              />
              <span className="font-semibold text-slate-900">{choice.label}</span>
              <span id={`${id}-description`} className="text-sm text-slate-600">
                {choice.description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
