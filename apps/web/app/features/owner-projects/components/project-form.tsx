import type { TOwnProject } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CityPicker } from "../../../components/places/city-picker";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { CategoryItem } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { OwnProject } from "../owner-projects";
import {
  firstErrorField,
  initialValues,
  NO_FILES,
  planRowsOf,
  projectErrorsOf,
  projectRequestBody,
  type ProjectErrors,
  type ProjectFiles,
  type ProjectTextField,
} from "../project-form";
import { chosenFiles, DOCUMENT_ACCEPT, FileListField, FilePicker, IMAGE_ACCEPT, Thumb } from "./file-fields";
import { PlanRows } from "./plan-rows";
import { ProjectSaved } from "./project-saved";
import { SeoFields } from "./seo-fields";

/** A point chosen on a map, with the address found there (null without a geocoder or when it found nothing). */
export type PickedPlace = {
  latitude: number;
  longitude: number;
  place: { address: string; city: string; state: string; country: string } | null;
};

/** A map to pick the project's place on, given by the route; without one the coordinates are typed. */
export type LocationPickerSlot = (props: {
  latitude: number | null;
  longitude: number | null;
  onPick: (place: PickedPlace) => void;
}) => ReactNode;

type ProjectFormProps = {
  /** The project being edited; null adds a new one. */
  project: OwnProject | null;
  locationPicker?: LocationPickerSlot | undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <legend className="float-start mb-2 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const coordinate = (value: string) =>
  value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * Every field of a project (spec §3) in one form: English and Arabic side by side, place, pictures,
 * documents, floor plans, video and SEO. It posts `post_project` as multipart; the API's field messages
 * show beside their fields, in the owner's language.
 */
export function ProjectForm({ project, locationPicker }: ProjectFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(project));
  const [files, setFiles] = useState<ProjectFiles>(() => ({ ...NO_FILES, plans: planRowsOf(project) }));
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ message: string; project: TOwnProject } | null>(null);

  const categories = useQuery({
    queryKey: ["get_categories", "projects", locale],
    queryFn: () =>
      apiGet<CategoryItem[]>("get_categories", { property_classification: 3, limit: 100, lang: locale }),
  });

  const set = (field: ProjectTextField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const patchFiles = (patch: Partial<ProjectFiles>) => setFiles((current) => ({ ...current, ...patch }));
  const text = (field: ProjectTextField, label: string, extra: Record<string, unknown> = {}) => (
    <Input
      id={`project-${field}`}
      name={field}
      data-field={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
      {...extra}
    />
  );
  const longText = (field: ProjectTextField, label: string, extra: Record<string, unknown> = {}) => (
    <Textarea
      id={`project-${field}`}
      name={field}
      data-field={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      maxLength={20_000}
      rows={6}
      onChange={(event) => set(field, event.target.value)}
      {...extra}
    />
  );

  const onPick = ({ latitude, longitude, place }: PickedPlace) =>
    setValues((current) => ({
      ...current,
      latitude: String(latitude),
      longitude: String(longitude),
      ...(place
        ? {
            location: place.address || current.location,
            city: place.city || current.city,
            state: place.state || current.state,
            country: place.country || current.country,
          }
        : {}),
    }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const answer = await apiPost<TOwnProject>(
        "post_project",
        projectRequestBody({ id: project?.id ?? null, values, files }),
        { lang: locale },
      );
      setErrors({});
      setSaved({ message: answer.message, project: answer.data });
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : undefined;
      const problems = fieldErrors ? projectErrorsOf(fieldErrors) : {};
      setErrors(problems);
      setFailure(failureMessage(error, t));
      // The focus goes to the first field in error, top to bottom as the form shows them.
      const fields = [...(formRef.current?.querySelectorAll<HTMLElement>("[data-field]") ?? [])];
      const first = firstErrorField(
        problems,
        fields.map((field) => field.dataset.field ?? ""),
      );
      fields.find((field) => field.dataset.field === first)?.focus();
    } finally {
      setSaving(false);
    }
  };

  if (saved)
    return <ProjectSaved message={saved.message} project={saved.project} isEditing={project !== null} />;

  const existingGallery = (project?.gallery_images ?? []).filter(
    (image) => !files.removedGallery.includes(image.id),
  );
  const existingDocuments = (project?.documents ?? []).filter(
    (doc) => !files.removedDocuments.includes(doc.id),
  );
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-6"
      data-testid="project-form"
    >
      <Section title={t("owner_projects.form.section_basics")}>
        <div className="grid gap-4 md:grid-cols-2">
          {text("title", t("owner_projects.form.title_en"), { maxLength: 200, lang: "en", dir: "ltr" })}
          {text("title_ar", t("owner_projects.form.title_ar"), { maxLength: 200, lang: "ar", dir: "rtl" })}
          {longText("description", t("owner_projects.form.description_en"), { lang: "en", dir: "ltr" })}
          {longText("description_ar", t("owner_projects.form.description_ar"), { lang: "ar", dir: "rtl" })}
          <Select
            id="project-category_id"
            name="category_id"
            data-field="category_id"
            label={t("owner_projects.form.category")}
            value={values.category_id}
            error={
              errors.category_id ?? (categories.isError ? failureMessage(categories.error, t) : undefined)
            }
            onChange={(event) => set("category_id", event.target.value)}
          >
            <option value="">{t("owner_projects.form.category_choose")}</option>
            {(categories.data?.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.category}
              </option>
            ))}
          </Select>
          <Select
            id="project-type"
            name="type"
            data-field="type"
            label={t("owner_projects.form.type")}
            value={values.type}
            error={errors.type}
            onChange={(event) => set("type", event.target.value)}
          >
            <option value="under_construction">{t("owner_projects.type.under_construction")}</option>
            <option value="upcoming">{t("owner_projects.type.upcoming")}</option>
          </Select>
        </div>
      </Section>

      <Section title={t("owner_projects.form.section_location")}>
        {locationPicker ? locationPicker({ latitude, longitude, onPick }) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            {text("location", t("owner_projects.form.location"), { maxLength: 500 })}
          </div>
          <div className="md:col-span-2">
            <CityPicker
              idPrefix="project"
              place={{ city: values.city, state: values.state, country: values.country }}
              error={errors.city ?? errors.state ?? errors.country}
              onChange={(place) => setValues((current) => ({ ...current, ...place }))}
            />
          </div>
          <div className="grid grid-cols-2 gap-4">
            {text("latitude", t("owner_projects.form.latitude"), { inputMode: "decimal", dir: "ltr" })}
            {text("longitude", t("owner_projects.form.longitude"), { inputMode: "decimal", dir: "ltr" })}
          </div>
        </div>
      </Section>

      <Section title={t("owner_projects.form.section_media")}>
        <FilePicker
          name="image"
          label={t("owner_projects.form.image")}
          hint={project ? t("owner_projects.form.image_replace_hint") : t("owner_projects.form.image_hint")}
          error={errors.image}
          accept={IMAGE_ACCEPT}
          onPick={([file]) => patchFiles({ image: file ?? null })}
        >
          {files.image || project?.image ? (
            <ul className="grid max-w-xs">
              {files.image ? (
                <Thumb
                  file={files.image}
                  name={files.image.name}
                  onRemove={() => patchFiles({ image: null })}
                />
              ) : (
                <li className="aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
                  <img src={project?.image} alt="" className="size-full object-cover" />
                </li>
              )}
            </ul>
          ) : null}
        </FilePicker>

        <FileListField
          name="gallery_images"
          label={t("owner_projects.form.gallery")}
          hint={t("owner_projects.form.gallery_hint")}
          error={errors.gallery_images}
          accept={IMAGE_ACCEPT}
          shows="pictures"
          onPick={(picked) => patchFiles({ gallery: [...files.gallery, ...picked] })}
          items={[
            ...existingGallery.map((image, index) => ({
              key: `stored-${image.id}`,
              url: image.image_url,
              name: t("owner_projects.form.gallery_item", { number: index + 1 }),
              onRemove: () => patchFiles({ removedGallery: [...files.removedGallery, image.id] }),
            })),
            ...chosenFiles(files.gallery, (gallery) => patchFiles({ gallery })),
          ]}
        />

        <FileListField
          name="documents"
          label={t("owner_projects.form.documents")}
          hint={t("owner_projects.form.documents_hint")}
          error={errors.documents}
          accept={DOCUMENT_ACCEPT}
          shows="documents"
          onPick={(picked) => patchFiles({ documents: [...files.documents, ...picked] })}
          items={[
            ...existingDocuments.map((doc) => ({
              key: `stored-${doc.id}`,
              url: doc.file,
              name: doc.name,
              onRemove: () => patchFiles({ removedDocuments: [...files.removedDocuments, doc.id] }),
            })),
            ...chosenFiles(files.documents, (documents) => patchFiles({ documents })),
          ]}
        />

        {text("video_link", t("owner_projects.form.video_link"), {
          type: "url",
          inputMode: "url",
          dir: "ltr",
          placeholder: "https://",
          maxLength: 500,
        })}
      </Section>

      <Section title={t("owner_projects.form.plans")}>
        <PlanRows
          rows={files.plans}
          errors={errors}
          onChange={(plans) => patchFiles({ plans })}
          onRemoveExisting={(id) => patchFiles({ removedPlans: [...files.removedPlans, id] })}
        />
      </Section>

      <Section title={t("owner_projects.form.section_seo")}>
        <SeoFields values={values} errors={errors} onChange={set} />
        <FilePicker
          name="meta_image"
          label={t("owner_projects.form.meta_image")}
          error={errors.meta_image}
          accept={IMAGE_ACCEPT}
          onPick={([file]) => patchFiles({ metaImage: file ?? null })}
        >
          {files.metaImage ? (
            <ul className="grid max-w-xs">
              <Thumb
                file={files.metaImage}
                name={files.metaImage.name}
                onRemove={() => patchFiles({ metaImage: null })}
              />
            </ul>
          ) : null}
        </FilePicker>
      </Section>

      <FormAlert tone="error">{failure}</FormAlert>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="me-auto text-sm text-slate-600">{t("owner_projects.form.review_note")}</p>
        <Button type="submit" size="lg" disabled={saving} data-testid="project-submit">
          {saving
            ? t("owner_projects.form.saving")
            : project
              ? t("owner_projects.form.save")
              : t("owner_projects.form.submit")}
        </Button>
      </div>
    </form>
  );
}
