import type { TCategory, TFacility } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import type { EditorFields, EditorFiles, PickedFile } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { HOTEL, nightlyPriceProblem, VACATION_HOME } from "../stay-form";
import { BilingualField } from "./bilingual-field";
import { liveError } from "./stay-parts";
import { messageText } from "./editor-context";
import { ParameterInput } from "./parameter-input";

type DetailsStepProps = {
  fields: EditorFields;
  files: EditorFiles;
  category: TCategory | undefined;
  facilities: TFacility[];
  errors: EditorErrors;
  onChange: (patch: Partial<EditorFields>) => void;
  onParameterFile: (parameterId: string, picked: PickedFile | null) => void;
  pickFile: (file: File) => PickedFile;
};

/** Titles and descriptions in both languages, the price, the category's parameters and nearby places. */
export function DetailsStep({
  fields,
  files,
  category,
  facilities,
  errors,
  onChange,
  onParameterFile,
  pickFile,
}: DetailsStepProps) {
  const { t } = useTranslation();
  const classification = fields.property_classification;
  const isHome = classification === VACATION_HOME;
  return (
    <div className="flex flex-col gap-6">
      <BilingualField name="title" fields={fields} errors={errors} onChange={onChange} />
      <BilingualField name="description" multiline fields={fields} errors={errors} onChange={onChange} />
      <BilingualField name="area_description" multiline fields={fields} errors={errors} onChange={onChange} />
      {/* A hotel's price is its lowest room's, set on the rooms step. */}
      {classification === HOTEL ? null : (
        <div className="sm:w-1/2">
          <Input
            name="price"
            inputMode="decimal"
            dir="ltr"
            label={t(isHome ? "editor.fields.price_per_night" : "editor.fields.price")}
            hint={t(isHome ? "editor.fields.price_per_night_hint" : "editor.fields.price_hint")}
            value={fields.price}
            error={
              isHome
                ? liveError(errors.price, nightlyPriceProblem(fields.price), fields.price, t)
                : messageText(errors.price, t)
            }
            onChange={(event) => onChange({ price: event.target.value })}
          />
        </div>
      )}
      {category && category.parameter_types.length > 0 ? (
        <section className="flex flex-col gap-4" aria-labelledby="editor-parameters">
          <h3 id="editor-parameters" className="text-lg font-bold text-slate-900">
            {t("editor.details.parameters", { category: category.category })}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {category.parameter_types.map((definition) => {
              const id = String(definition.id);
              return (
                <ParameterInput
                  key={definition.id}
                  definition={definition}
                  value={fields.parameters[id]}
                  file={files.parameterFiles[id]}
                  error={messageText(errors[`parameter:${id}`], t)}
                  onChange={(value) => onChange({ parameters: { ...fields.parameters, [id]: value } })}
                  onFile={(file) => onParameterFile(id, file ? pickFile(file) : null)}
                />
              );
            })}
          </div>
        </section>
      ) : null}
      {facilities.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-lg font-bold text-slate-900">{t("editor.details.facilities")}</legend>
          <p className="text-sm text-slate-600">{t("editor.details.facilities_hint")}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {facilities.map((facility) => {
              const id = String(facility.id);
              const distance = fields.facilities[id];
              const isChosen = distance !== undefined;
              return (
                <li key={facility.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
                  <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                    <input
                      type="checkbox"
                      checked={isChosen}
                      className="size-4 accent-brand-700"
                      onChange={(event) => {
                        const next = { ...fields.facilities };
                        if (event.target.checked) next[id] = "";
                        else delete next[id];
                        onChange({ facilities: next });
                      }}
                    />
                    {facility.name}
                  </label>
                  {isChosen ? (
                    <Input
                      name={`facility_${id}`}
                      inputMode="decimal"
                      dir="ltr"
                      label={t("editor.details.distance", { name: facility.name })}
                      value={distance}
                      error={messageText(errors[`facility:${id}`], t)}
                      onChange={(event) =>
                        onChange({ facilities: { ...fields.facilities, [id]: event.target.value } })
                      }
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
