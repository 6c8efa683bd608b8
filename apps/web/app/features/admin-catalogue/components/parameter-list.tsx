import type { TAdminParameter } from "@manzil/domain/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Select } from "../../../components/ui/select";
import { moved } from "../admin-catalogue";
import { ParameterForm } from "./parameter-form";

/**
 * The parameters a category's listing form asks, in order: add an existing one, create one here, move one up or
 * down, take one off. Moving keeps the keyboard's focus on the button pressed, on the parameter's new row.
 */
export function ParameterList({
  chosen,
  onChange,
  available,
  loading,
  error,
  onCreated,
}: {
  chosen: TAdminParameter[];
  onChange: (list: TAdminParameter[]) => void;
  available: TAdminParameter[];
  loading: boolean;
  error?: string | undefined;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState("");
  const [creating, setCreating] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the moved list has rendered.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const chosenIds = new Set(chosen.map((p) => p.id));
  const addable = available.filter((p) => !chosenIds.has(p.id));
  const move = (index: number, step: -1 | 1) => {
    const list = moved(chosen, index, step);
    onChange(list);
    const id = chosen[index]!.id;
    // At the list's end the button pressed disappears; the other direction's button takes the focus.
    const lands = index + step;
    const direction = lands === 0 ? "down" : lands === list.length - 1 ? "up" : step < 0 ? "up" : "down";
    focusNext.current = `${id}-${direction}`;
  };
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t("adminCatalogue.category.parameters_title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminCatalogue.category.parameters_lead")}</p>
      {error ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {chosen.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {t("adminCatalogue.category.no_parameters")}
        </p>
      ) : (
        <ol
          aria-label={t("adminCatalogue.category.parameters_title")}
          className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {chosen.map((parameter, index) => (
            <li key={parameter.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <span className="w-6 text-center text-sm font-bold text-slate-500 tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-48 flex-1">
                <p className="font-semibold text-slate-900">
                  <span dir="auto">{parameter.name}</span>
                  <span className="text-slate-500"> · </span>
                  <span dir="rtl" lang="ar">
                    {parameter.name_ar}
                  </span>
                </p>
                <p className="flex flex-wrap gap-2 text-xs text-slate-500">
                  <span>{t(`adminCatalogue.parameter_types.${parameter.type}`)}</span>
                  {parameter.is_required ? (
                    <span className="font-bold text-amber-800">
                      {t("adminCatalogue.parameters.required_badge")}
                    </span>
                  ) : null}
                  {!parameter.is_active ? <span>{t("adminCatalogue.inactive")}</span> : null}
                </p>
              </div>
              <div className="ms-9 flex gap-1 sm:ms-0">
                <button
                  type="button"
                  ref={buttonRef(`${parameter.id}-up`)}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  disabled={index === 0}
                  aria-label={t("adminCatalogue.category.move_up", { name: parameter.name })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  ref={buttonRef(`${parameter.id}-down`)}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  disabled={index === chosen.length - 1}
                  aria-label={t("adminCatalogue.category.move_down", { name: parameter.name })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("adminCatalogue.category.remove_parameter", { name: parameter.name })}
                  onClick={() => onChange(chosen.filter((p) => p.id !== parameter.id))}
                >
                  {t("adminCatalogue.remove")}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <Select
            label={t("adminCatalogue.category.add_existing")}
            value={picked}
            disabled={loading}
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="">{t("adminCatalogue.category.choose_parameter")}</option>
            {addable.map((parameter) => (
              <option key={parameter.id} value={parameter.id}>
                {parameter.name} · {parameter.name_ar}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={!picked}
          onClick={() => {
            const parameter = available.find((p) => String(p.id) === picked);
            if (parameter) onChange([...chosen, parameter]);
            setPicked("");
          }}
        >
          {t("adminCatalogue.add")}
        </Button>
        <Dialog
          open={creating}
          onOpenChange={setCreating}
          title={t("adminCatalogue.parameters.new")}
          className="max-w-2xl"
          trigger={<Button variant="secondary">{t("adminCatalogue.category.create_parameter")}</Button>}
        >
          <div className="mt-4">
            <ParameterForm
              onSaved={(parameter) => {
                onChange([...chosen, parameter]);
                onCreated();
                setCreating(false);
              }}
            />
          </div>
        </Dialog>
      </div>
    </Card>
  );
}
