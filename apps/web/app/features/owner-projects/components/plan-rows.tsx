import { useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { PlusIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import type { PlanRow, ProjectErrors } from "../project-form";
import { DOCUMENT_ACCEPT, FilePicker, FileRow } from "./file-fields";

type PlanRowsProps = {
  rows: PlanRow[];
  errors: ProjectErrors;
  onChange: (rows: PlanRow[]) => void;
  /** An existing plan the owner took away (it is deleted on save). */
  onRemoveExisting: (id: number) => void;
};

/** Floor plans, one row each (title and document), added and removed at will. */
export function PlanRows({ rows, errors, onChange, onRemoveExisting }: PlanRowsProps) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const update = (key: string, patch: Partial<PlanRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (row: PlanRow) => {
    if (row.id !== undefined) onRemoveExisting(row.id);
    onChange(rows.filter((other) => other.key !== row.key));
  };

  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("owner_projects.form.plans_empty")}</p>
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={t("owner_projects.form.plans")}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="plan-row">
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-semibold text-slate-900">
                  {t("owner_projects.form.plan_number", { number })}
                </legend>
                <Input
                  id={`project-plans.${index}.title`}
                  name={`plans[${index}][title]`}
                  data-field={`plans.${index}.title`}
                  label={t("owner_projects.form.plan_title")}
                  value={row.title}
                  maxLength={200}
                  error={errors[`plans.${index}.title`] ?? errors[`plans.${index}.id`]}
                  onChange={(event) => update(row.key, { title: event.target.value })}
                />
                {row.url ? (
                  <ul>
                    <FileRow
                      name={t("owner_projects.form.plan_document_of", { number })}
                      url={row.url}
                      onRemove={() => remove(row)}
                    />
                  </ul>
                ) : (
                  <FilePicker
                    name={`plans.${index}.document`}
                    label={t("owner_projects.form.plan_document")}
                    accept={DOCUMENT_ACCEPT}
                    error={errors[`plans.${index}.document`]}
                    onPick={([file]) => update(row.key, { document: file ?? null })}
                  >
                    {row.document ? <p className="text-sm text-slate-700">{row.document.name}</p> : null}
                  </FilePicker>
                )}
              </fieldset>
              {row.url ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-3 text-red-700 hover:bg-red-50"
                  onClick={() => remove(row)}
                  aria-label={t("owner_projects.form.plan_remove_label", { number })}
                >
                  {t("owner_projects.form.plan_remove")}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        data-testid="plan-add"
        onClick={() =>
          onChange([...rows, { key: `new-${(nextKey.current += 1)}`, title: "", document: null }])
        }
      >
        <PlusIcon className="size-4" />
        {t("owner_projects.form.plan_add")}
      </Button>
    </div>
  );
}
