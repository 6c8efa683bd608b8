import type { TAdminFaq, TAdminFaqBody } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Textarea } from "../../../components/ui/textarea";
import { Toggle } from "../../../components/ui/toggle";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { FAQS_KEY } from "../admin-content";

type FaqText = Pick<TAdminFaqBody, "question" | "question_ar" | "answer" | "answer_ar">;
const emptyFaq: FaqText = { question: "", question_ar: "", answer: "", answer_ar: "" };

/** /admin/faqs: every question (hidden ones too) in the public order; edit in place, move, show or hide. */
export function FaqsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const faqs = useQuery({
    queryKey: [FAQS_KEY, locale],
    queryFn: () => apiGet<TAdminFaq[]>(FAQS_KEY, { lang: locale }),
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminContent.faqs.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminContent.faqs.lead")}</p>
      {faqs.isPending ? (
        <PageLoading />
      ) : faqs.isError ? (
        <QueryFailure
          error={faqs.error}
          onRetry={() => void faqs.refetch()}
          retryLabel={t("adminContent.retry")}
        />
      ) : (
        <FaqList items={faqs.data.data} />
      )}
    </div>
  );
}

function useFaqWrites() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const done = (answer: { message: string }) => {
    toast.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: [FAQS_KEY] });
  };
  const failed = (error: unknown) => {
    if (!(error instanceof ApiRequestError && error.fieldErrors)) toast.error(actionFailureMessage(error, t));
  };
  const options = { onSuccess: done, onError: failed };
  return {
    create: useMutation({
      mutationFn: (body: FaqText) => apiPost<TAdminFaq>(FAQS_KEY, body, { lang: locale }),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: FaqText }) =>
        apiPost<TAdminFaq>(`${FAQS_KEY}/${id}`, body, { lang: locale }),
      ...options,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
        apiPost<TAdminFaq>(`${FAQS_KEY}/${id}/active`, { is_active: isActive }, { lang: locale }),
      ...options,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => apiPost<TAdminFaq[]>(`${FAQS_KEY}/order`, { ids }, { lang: locale }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiDelete(`${FAQS_KEY}/${id}`, { lang: locale }),
      ...options,
    }),
  };
}

export function FaqList({ items }: { items: TAdminFaq[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const writes = useFaqWrites();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<TAdminFaq | null>(null);
  const questionOf = (faq: TAdminFaq) => (locale === "ar" ? faq.question_ar : faq.question);

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((faq) => faq.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    writes.reorder.mutate(ids);
  };

  return (
    <div className="mt-8 flex flex-col gap-4">
      {items.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t("adminContent.faqs.empty")}</h2>
        </Card>
      ) : (
        <ol className="flex flex-col gap-3" aria-busy={writes.reorder.isPending}>
          {items.map((faq, index) => (
            <li key={faq.id}>
              <Card className="p-4 sm:p-5">
                {editing === faq.id ? (
                  <FaqEditor
                    initial={faq}
                    isSaving={writes.update.isPending}
                    error={writes.update.error}
                    onCancel={() => setEditing(null)}
                    onSave={(body) =>
                      writes.update.mutate({ id: faq.id, body }, { onSuccess: () => setEditing(null) })
                    }
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                    <div className="min-w-0 flex-1">
                      <p className="font-bold text-slate-900" dir="auto">
                        {questionOf(faq)}
                      </p>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-600" dir="auto">
                        {locale === "ar" ? faq.answer_ar : faq.answer}
                      </p>
                      {faq.is_active ? null : (
                        <p className="mt-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                          {t("adminContent.faqs.hidden")}
                        </p>
                      )}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Toggle
                        label={t("adminContent.faqs.visible")}
                        checked={faq.is_active}
                        onChange={(checked) => writes.setActive.mutate({ id: faq.id, isActive: checked })}
                      />
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={index === 0 || writes.reorder.isPending}
                        aria-label={t("adminContent.faqs.move_up", { question: questionOf(faq) })}
                        onClick={() => move(index, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={index === items.length - 1 || writes.reorder.isPending}
                        aria-label={t("adminContent.faqs.move_down", { question: questionOf(faq) })}
                        onClick={() => move(index, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setEditing(faq.id)}>
                        {t("adminContent.faqs.edit")}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(faq)}>
                        {t("adminContent.faqs.delete")}
                      </Button>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}

      {editing === "new" ? (
        <Card className="p-4 sm:p-5">
          <h2 className="mb-4 text-lg font-bold text-slate-900">{t("adminContent.faqs.new")}</h2>
          <FaqEditor
            initial={emptyFaq}
            isSaving={writes.create.isPending}
            error={writes.create.error}
            onCancel={() => setEditing(null)}
            onSave={(body) => writes.create.mutate(body, { onSuccess: () => setEditing(null) })}
          />
        </Card>
      ) : (
        <div>
          <Button onClick={() => setEditing("new")}>{t("adminContent.faqs.add")}</Button>
        </div>
      )}

      {deleting ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t("adminContent.faqs.delete_title")}
          description={t("adminContent.faqs.delete_lead", { question: questionOf(deleting) })}
        >
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t("adminContent.cancel")}
            </Button>
            <Button
              variant="danger"
              disabled={writes.remove.isPending}
              onClick={() => writes.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t("adminContent.faqs.delete_confirm")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function FaqEditor({
  initial,
  isSaving,
  error,
  onSave,
  onCancel,
}: {
  initial: FaqText;
  isSaving: boolean;
  error: unknown;
  onSave: (body: FaqText) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<FaqText>({
    question: initial.question,
    question_ar: initial.question_ar,
    answer: initial.answer,
    answer_ar: initial.answer_ar,
  });
  const errors = error instanceof ApiRequestError ? error.fieldErrors : undefined;
  const form = useRef<HTMLFormElement>(null);
  // Opening the editor (a button click) moves the keyboard into it, at the first question.
  useEffect(() => form.current?.querySelector("input")?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text);
  };
  const field = (key: keyof FaqText, lang: "en" | "ar") => {
    const common = {
      name: key,
      label: t(`adminContent.faqs.field.${key}`),
      value: text[key],
      dir: lang === "ar" ? "rtl" : "ltr",
      lang,
      error: errors?.[key]?.[0],
    } as const;
    return key.startsWith("question") ? (
      <Input
        {...common}
        maxLength={300}
        onChange={(event) => setText({ ...text, [key]: event.target.value })}
      />
    ) : (
      <Textarea
        {...common}
        maxLength={5000}
        onChange={(event) => setText({ ...text, [key]: event.target.value })}
      />
    );
  };
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {field("question", "en")}
          {field("answer", "en")}
        </div>
        <div className="flex flex-col gap-4">
          {field("question_ar", "ar")}
          {field("answer_ar", "ar")}
        </div>
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("adminContent.saving") : t("adminContent.faqs.save")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("adminContent.cancel")}
        </Button>
      </div>
    </form>
  );
}
