import { FileFace } from "../../../components/ui/file-face";
import type { TAdminArticle } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import type { CategoryItem } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  articleBodyOf,
  articleDraftOf,
  articleHref,
  ARTICLES_KEY,
  emptyArticle,
  suggestSlug,
  type ArticleDraft,
} from "../admin-content";
import { articleHref as publicArticleHref } from "../../articles/components/article-card";
import { RichTextEditor } from "./rich-text-editor";

/** /admin/articles/new and /admin/articles/:id: load the article (when editing), then the form. */
export function ArticleFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const article = useQuery({
    queryKey: [ARTICLES_KEY, "one", id],
    queryFn: () => apiGet<TAdminArticle>(`${ARTICLES_KEY}/${id}`),
    enabled: id !== null,
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/admin/articles" className="text-sm font-semibold text-brand-800 hover:underline">
        {t("adminContent.articles.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {id === null ? t("adminContent.articles.new_title") : t("adminContent.articles.edit_title")}
      </h1>
      {id === null ? (
        <ArticleForm saved={null} />
      ) : article.isPending ? (
        <PageLoading />
      ) : article.isError ? (
        <QueryFailure
          error={article.error}
          onRetry={() => void article.refetch()}
          retryLabel={t("adminContent.retry")}
        />
      ) : (
        <ArticleForm key={article.data.data.updated_at} saved={article.data.data} />
      )}
    </div>
  );
}

function Column({ lang, children }: { lang: "en" | "ar"; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t(`adminContent.language.${lang}`)}</h2>
      {children}
    </Card>
  );
}

export function ArticleForm({ saved }: { saved: TAdminArticle | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ArticleDraft>(() => (saved ? articleDraftOf(saved) : emptyArticle));
  // A new article's slug follows its English title until the admin writes one themself.
  const [slugTouched, setSlugTouched] = useState(saved !== null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const categories = useQuery({
    queryKey: ["get_categories", "all", locale],
    queryFn: () => apiGet<CategoryItem[]>("get_categories", { limit: 100, lang: locale }),
  });

  const refresh = (article: TAdminArticle) => {
    queryClient.setQueryData([ARTICLES_KEY, "one", article.id], { error: false, message: "", data: article });
    void queryClient.invalidateQueries({ queryKey: [ARTICLES_KEY] });
  };
  const save = useMutation({
    mutationFn: () =>
      apiPost<TAdminArticle>(saved ? `${ARTICLES_KEY}/${saved.id}` : ARTICLES_KEY, articleBodyOf(draft), {
        lang: locale,
      }),
    onSuccess: (answer) => {
      toast.success(answer.message || t("adminContent.articles.saved"));
      refresh(answer.data);
      if (!saved) void navigate(articleHref(answer.data.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("image", file);
      return apiPost<TAdminArticle>(`${ARTICLES_KEY}/${saved!.id}/image`, form, { lang: locale });
    },
    onSuccess: (answer) => {
      toast.success(answer.message || t("adminContent.articles.image_saved"));
      refresh(answer.data);
    },
  });
  const remove = useMutation({
    mutationFn: () => apiDelete(`${ARTICLES_KEY}/${saved!.id}`, { lang: locale }),
    onSuccess: (answer) => {
      toast.success(answer.message || t("adminContent.articles.deleted"));
      void queryClient.invalidateQueries({ queryKey: [ARTICLES_KEY] });
      void navigate("/admin/articles");
    },
  });

  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const errorOf = (field: string) => errors?.[field]?.[0];
  const set = (field: keyof ArticleDraft, value: string) =>
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === "title" && !slugTouched) next.slug = suggestSlug(value);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
      {errors ? <FormAlert tone="error">{t("adminContent.fix_fields")}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {(["en", "ar"] as const).map((lang) => {
          const title = lang === "en" ? "title" : "title_ar";
          const description = lang === "en" ? "description" : "description_ar";
          return (
            <Column key={lang} lang={lang}>
              <Input
                name={title}
                label={t(`adminContent.articles.field.${title}`)}
                value={draft[title]}
                dir={lang === "ar" ? "rtl" : "ltr"}
                lang={lang}
                maxLength={200}
                error={errorOf(title)}
                onChange={(event) => set(title, event.target.value)}
              />
              <RichTextEditor
                name={description}
                lang={lang}
                label={t(`adminContent.articles.field.${description}`)}
                value={draft[description]}
                error={errorOf(description)}
                onChange={(value) => set(description, value)}
              />
            </Column>
          );
        })}
      </div>

      <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
        <Input
          name="slug"
          label={t("adminContent.articles.field.slug")}
          hint={t("adminContent.articles.slug_hint")}
          value={draft.slug}
          dir="ltr"
          maxLength={120}
          error={errorOf("slug")}
          onChange={(event) => {
            setSlugTouched(true);
            set("slug", event.target.value);
          }}
        />
        <Select
          name="category_id"
          label={t("adminContent.articles.field.category")}
          value={draft.category_id}
          error={errorOf("category_id")}
          onChange={(event) => set("category_id", event.target.value)}
        >
          <option value="">{t("adminContent.articles.no_category")}</option>
          {(categories.data?.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.category}
            </option>
          ))}
        </Select>
        <Input
          name="meta_title"
          label={t("adminContent.articles.field.meta_title")}
          value={draft.meta_title}
          dir="auto"
          maxLength={200}
          error={errorOf("meta_title")}
          onChange={(event) => set("meta_title", event.target.value)}
        />
        <Input
          name="meta_keywords"
          label={t("adminContent.articles.field.meta_keywords")}
          value={draft.meta_keywords}
          dir="auto"
          maxLength={500}
          error={errorOf("meta_keywords")}
          onChange={(event) => set("meta_keywords", event.target.value)}
        />
        <div className="sm:col-span-2">
          <Textarea
            name="meta_description"
            label={t("adminContent.articles.field.meta_description")}
            hint={t("adminContent.articles.seo_hint")}
            value={draft.meta_description}
            dir="auto"
            maxLength={500}
            error={errorOf("meta_description")}
            onChange={(event) => set("meta_description", event.target.value)}
          />
        </div>
      </Card>

      {saved ? (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
          {saved.image ? (
            <img
              src={saved.image}
              alt={t("adminContent.articles.current_image")}
              className="h-28 w-44 rounded-lg object-cover"
            />
          ) : (
            <p className="text-sm text-slate-600">{t("adminContent.articles.no_image")}</p>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="article-image" className="text-sm font-medium text-slate-700">
              {t("adminContent.articles.field.image")}
            </label>
            {/* The native picker's words follow the browser's language: a translated face is drawn instead. */}
            <div className="relative">
              <input
                id="article-image"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                disabled={upload.isPending}
                aria-describedby="article-image-hint"
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate(file);
                  event.target.value = "";
                }}
              />
              <FileFace
                action={t("adminContent.articles.choose_image")}
                fileName={t(
                  saved.image ? "adminContent.articles.replace_image" : "adminContent.articles.no_image",
                )}
              />
            </div>
            <p id="article-image-hint" className="text-xs text-slate-500">
              {upload.isPending
                ? t("adminContent.articles.uploading")
                : t("adminContent.articles.image_hint")}
            </p>
            {upload.error ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                {upload.error instanceof ApiRequestError && upload.error.fieldErrors?.image?.[0]
                  ? upload.error.fieldErrors.image[0]
                  : actionFailureMessage(upload.error, t)}
              </p>
            ) : null}
          </div>
        </Card>
      ) : (
        <p className="text-sm text-slate-600">{t("adminContent.articles.image_after_create")}</p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t("adminContent.saving")
            : saved
              ? t("adminContent.articles.save")
              : t("adminContent.articles.publish")}
        </Button>
        {saved ? (
          <>
            <a
              href={publicArticleHref(saved.slug)}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {t("adminContent.articles.view_public")}
            </a>
            <button
              ref={deleteButton}
              type="button"
              className={buttonClasses({ variant: "danger", className: "ms-auto" })}
              onClick={() => setConfirmDelete(true)}
            >
              {t("adminContent.articles.delete")}
            </button>
          </>
        ) : null}
      </div>

      {confirmDelete && saved ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setConfirmDelete(false);
              deleteButton.current?.focus();
            }
          }}
          title={t("adminContent.articles.delete_title")}
          description={t("adminContent.articles.delete_lead", {
            title: locale === "ar" ? saved.title_ar : saved.title,
          })}
        >
          {remove.error ? <FormAlert tone="error">{actionFailureMessage(remove.error, t)}</FormAlert> : null}
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              {t("adminContent.cancel")}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t("adminContent.articles.delete_confirm")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
