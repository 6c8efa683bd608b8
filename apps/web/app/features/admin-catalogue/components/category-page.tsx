import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminCategoryDetail, TAdminParameter } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { Toggle } from "../../../components/ui/toggle";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { CATEGORIES_KEY, categoryHref, classificationChoices, PARAMETERS_KEY } from "../admin-catalogue";
import { BilingualInputs } from "./bilingual-inputs";
import { CatalogueShell } from "./catalogue-shell";
import { ImagePicker } from "./image-picker";
import { ParameterList } from "./parameter-list";

type CategoryDraft = {
  name: string;
  name_ar: string;
  slug: string;
  classification: string;
  sequence: string;
  is_active: boolean;
  parameters: TAdminParameter[];
};

const emptyCategory: CategoryDraft = {
  name: "",
  name_ar: "",
  slug: "",
  classification: "1",
  sequence: "0",
  is_active: true,
  parameters: [],
};

const draftOf = (category: TAdminCategoryDetail): CategoryDraft => ({
  name: category.name,
  name_ar: category.name_ar,
  slug: category.slug,
  classification: String(category.classification),
  sequence: String(category.sequence),
  is_active: category.is_active,
  parameters: category.parameters,
});

/** /admin/catalogue/categories/new and /:id: a category's facts, picture and the parameters its form asks. */
export function CategoryPage({ id }: { id: number | "new" }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const category = useQuery({
    queryKey: [CATEGORIES_KEY, id, locale],
    queryFn: () => apiGet<TAdminCategoryDetail>(`${CATEGORIES_KEY}/${id}`, { lang: locale }),
    enabled: id !== "new",
  });
  const title =
    id === "new" ? t("adminCatalogue.category.new_title") : t("adminCatalogue.category.edit_title");
  return (
    <CatalogueShell title={title}>
      {id === "new" ? (
        <CategoryForm />
      ) : category.isPending ? (
        <PageLoading />
      ) : category.isError ? (
        <QueryFailure
          error={category.error}
          onRetry={() => void category.refetch()}
          retryLabel={t("adminCatalogue.retry")}
        />
      ) : (
        <CategoryForm key={category.dataUpdatedAt} saved={category.data.data} />
      )}
    </CatalogueShell>
  );
}

function CategoryForm({ saved }: { saved?: TAdminCategoryDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CategoryDraft>(saved ? draftOf(saved) : emptyCategory);
  const [image, setImage] = useState<File | null>(null);
  const set = (next: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...next }));
  const parameters = useQuery({
    queryKey: [PARAMETERS_KEY, "all", locale],
    queryFn: () => apiGet<TAdminParameter[]>(PARAMETERS_KEY, { limit: 100, lang: locale }),
  });

  // The category first (its id is needed), then its parameter list, then the picture: each a call of its own.
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        name: draft.name,
        name_ar: draft.name_ar,
        slug: draft.slug,
        classification: Number(draft.classification),
        sequence: Number(draft.sequence),
        is_active: draft.is_active,
      };
      const query = { lang: locale };
      const category = await apiPost<TAdminCategoryDetail>(
        saved ? `${CATEGORIES_KEY}/${saved.id}` : CATEGORIES_KEY,
        body,
        query,
      );
      const id = category.data.id;
      let answer = await apiPost<TAdminCategoryDetail>(
        `${CATEGORIES_KEY}/${id}/parameters`,
        { parameter_ids: draft.parameters.map((p) => p.id) },
        query,
      );
      if (image) {
        const form = new FormData();
        form.append("image", image);
        answer = await apiPost<TAdminCategoryDetail>(`${CATEGORIES_KEY}/${id}/image`, form, query);
      }
      return answer;
    },
    onSuccess: async (answer) => {
      toast.success(t("adminCatalogue.saved"));
      await queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] });
      if (!saved) void navigate(categoryHref(answer.data.id), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const errors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-6">
      {Object.keys(errors).length > 0 ? (
        <FormAlert tone="error">{t("adminCatalogue.fix_fields")}</FormAlert>
      ) : null}
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <BilingualInputs
          label={t("adminCatalogue.name")}
          value={{ en: draft.name, ar: draft.name_ar }}
          onChange={({ en, ar }) => set({ name: en, name_ar: ar })}
          errors={{ en: errors.name?.[0], ar: errors.name_ar?.[0] }}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={t("adminCatalogue.category.slug")}
            hint={t("adminCatalogue.category.slug_hint")}
            value={draft.slug}
            dir="ltr"
            maxLength={120}
            error={errors.slug?.[0]}
            onChange={(event) => set({ slug: event.target.value })}
          />
          <Select
            label={t("adminCatalogue.classification")}
            value={draft.classification}
            error={errors.classification?.[0]}
            onChange={(event) => set({ classification: event.target.value })}
          >
            {classificationChoices.map((value) => (
              <option key={value} value={value}>
                {t(`adminCatalogue.classifications.${value}`)}
              </option>
            ))}
          </Select>
          <Input
            label={t("adminCatalogue.category.sequence")}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.sequence}
            dir="ltr"
            error={errors.sequence?.[0]}
            onChange={(event) => set({ sequence: event.target.value })}
          />
        </div>
        <Toggle
          label={t("adminCatalogue.active")}
          description={t("adminCatalogue.category.active_hint")}
          checked={draft.is_active}
          onChange={(is_active) => set({ is_active })}
        />
        <ImagePicker
          current={saved?.image ?? null}
          file={image}
          onPick={setImage}
          error={errors.image?.[0]}
        />
      </Card>

      <ParameterList
        chosen={draft.parameters}
        onChange={(list) => set({ parameters: list })}
        available={parameters.data?.data ?? []}
        loading={parameters.isPending}
        error={errors.parameter_ids?.[0]}
        onCreated={() => void queryClient.invalidateQueries({ queryKey: [PARAMETERS_KEY] })}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t("adminCatalogue.saving") : t("adminCatalogue.save")}
        </Button>
        {saved ? <DeleteCategory category={saved} /> : null}
      </div>
    </form>
  );
}

/** Deleting is for a category nothing uses; otherwise the API's 409 says to deactivate it instead. */
function DeleteCategory({ category }: { category: TAdminCategoryDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiDelete(`${CATEGORIES_KEY}/${category.id}`, { lang: locale }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t("adminCatalogue.deleted"));
      await queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] });
      void navigate("/admin/catalogue");
    },
    onError: (error) => {
      setOpen(false);
      toast.error(actionFailureMessage(error, t));
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("adminCatalogue.category.delete_title")}
      description={
        category.listing_count > 0
          ? t("adminCatalogue.category.delete_in_use", { count: category.listing_count })
          : t("adminCatalogue.category.delete_lead")
      }
      trigger={
        <Button variant="danger" size="sm">
          {t("adminCatalogue.delete")}
        </Button>
      }
    >
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t("adminCatalogue.cancel")}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t("adminCatalogue.delete")}
        </Button>
      </div>
    </Dialog>
  );
}
