import { useId } from "react";

type Choice = { id: number; label: string };

type ChoiceGroupProps = {
  legend: string;
  hint: string;
  /** The API's field name; focusing the first invalid field finds the group by it. */
  name: string;
  choices: readonly Choice[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  error?: string | undefined;
  /** Shown instead of the boxes when there is nothing to choose (or the list failed to load). */
  emptyText: string;
};

/** A multi-select as a group of checkboxes: every choice reachable with Tab and toggled with Space. */
export function ChoiceGroup({
  legend,
  hint,
  name,
  choices,
  selected,
  onToggle,
  error,
  emptyText,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="text-base font-bold text-slate-900">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-500">
        {hint}
      </p>
      {choices.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <div className="mt-1 flex flex-wrap gap-2">
          {choices.map((choice) => {
            const checked = selected.includes(choice.id);
            return (
              <label
                key={choice.id}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="checkbox"
                  name={name}
                  value={choice.id}
                  checked={checked}
                  onChange={(event) => onToggle(choice.id, event.currentTarget.checked)}
                  className="size-4 accent-brand-700"
                />
                {choice.label}
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
