import type { TCategory, TFacility } from "@manzil/domain/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { draftKey, draftOf, restoreDraft, type DraftStore } from "../editor-draft";
import { pickFile, type EditorFields, type EditorState } from "../editor-form";
import {
  editorErrorsOf,
  editorStepsFor,
  firstStepWithErrors,
  stepOfField,
  validateStep,
  type EditorErrors,
  type EditorStep,
} from "../editor-steps";
import { listingParts } from "../listing-request";
import { sendListing, type ListingAnswer, type ListingSender } from "../send-listing";
import { useQuestionFields } from "../stay-catalogue";
import { saveQuestionAnswers, type AnswersSaver } from "../stay-catalogue";
import { answersToSave, type StayFields } from "../stay-form";
import { CertificatesStep } from "./certificates-step";
import { PackagesStep } from "./packages-step";
import { QuestionsStep } from "./questions-step";
import { RoomsStep } from "./rooms-step";
import { StayStep } from "./stay-step";
import { CategoryStep } from "./category-step";
import { DetailsStep } from "./details-step";
import { DocumentsStep } from "./documents-step";
import { EditorSuccess } from "./editor-success";
import { LocationStep, type LocationPickerSlot } from "./location-step";
import { MediaStep } from "./media-step";
import { SeoStep } from "./seo-step";
import { StepNav } from "./step-nav";
import { UploadProgressList } from "./upload-progress-list";

export type ListingEditorProps = {
  userId: number;
  categories: TCategory[];
  facilities: TFacility[];
  /** The listing being edited, or null for a new one. */
  editingId: number | null;
  /** An empty form, or the edited listing's. */
  initial: EditorState;
  renderLocationPicker: LocationPickerSlot;
  /** Where drafts are kept; null when the browser offers no storage (the wizard still works). */
  draftStore: DraftStore | null;
  send?: ListingSender;
  /** Saves a stay's answers to its question fields once the listing is saved (tests pass their own). */
  saveAnswers?: AnswersSaver;
};

type DraftStatus =
  { kind: "none" } | { kind: "restored"; savedAt: string } | { kind: "saved" } | { kind: "failed" };

/** Only this step's problems are replaced when it is checked again. */
const withStepErrors = (all: EditorErrors, step: EditorStep, found: EditorErrors): EditorErrors => ({
  ...Object.fromEntries(Object.entries(all).filter(([field]) => stepOfField(field) !== step)),
  ...found,
});

/**
 * The add / edit property wizard (issue 5): six steps, each checked before the next; the whole state is kept
 * as a draft between steps; one multipart request at the end with a progress bar per file; the API's field
 * errors are shown at their fields, on their step.
 */
export function ListingEditor({
  userId,
  categories,
  facilities,
  editingId,
  initial,
  renderLocationPicker,
  draftStore,
  send = sendListing,
  saveAnswers = saveQuestionAnswers,
}: ListingEditorProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = draftKey(userId, editingId);
  const isEditing = editingId !== null;
  const [state, setState] = useState(initial);
  const [step, setStep] = useState<EditorStep>("category");
  const [reached, setReached] = useState(isEditing ? Number.MAX_SAFE_INTEGER : 0);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [isLoaded, setIsLoaded] = useState(draftStore === null);
  const [isDirty, setIsDirty] = useState(false);
  const [draft, setDraft] = useState<DraftStatus>({ kind: "none" });
  const [isSending, setIsSending] = useState(false);
  const [progress, setProgress] = useState<{ name: string; progress: number }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ListingAnswer | null>(null);
  const [answersProblem, setAnswersProblem] = useState<string | null>(null);
  const classification = state.fields.property_classification;
  const steps = editorStepsFor(classification);
  const questionFields = useQuestionFields(classification);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);
  const [refusals, setRefusals] = useState(0);

  const category = useMemo(
    () => categories.find((item) => String(item.id) === state.fields.category_id),
    [categories, state.fields.category_id],
  );

  useEffect(() => {
    if (!draftStore) return;
    let cancelled = false;
    draftStore
      .get(key)
      .then((stored) => {
        const restored = restoreDraft(stored, initial);
        if (cancelled || !restored) return;
        setState(restored.state);
        setStep(restored.step);
        const restoredSteps = editorStepsFor(restored.state.fields.property_classification);
        setReached((before) => Math.max(before, restoredSteps.indexOf(restored.step)));
        setDraft({ kind: "restored", savedAt: restored.savedAt });
      })
      .catch(() => !cancelled && setDraft({ kind: "failed" }))
      .finally(() => !cancelled && setIsLoaded(true));
    return () => {
      cancelled = true;
    };
    // The draft is read once per listing; `initial` is the base it resumes on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftStore, key]);

  const saveDraft = useCallback(
    (current: EditorState, at: EditorStep) => {
      if (!draftStore) return;
      draftStore
        .set(key, draftOf(current, at, new Date()))
        .then(() => setDraft({ kind: "saved" }))
        .catch(() => setDraft({ kind: "failed" }));
    },
    [draftStore, key],
  );

  // Typing is saved too, shortly after it pauses, so a reload mid-step loses little.
  useEffect(() => {
    if (!isLoaded || !isDirty || answer) return;
    const timer = setTimeout(() => saveDraft(state, step), 800);
    return () => clearTimeout(timer);
  }, [state, step, isLoaded, isDirty, answer, saveDraft]);

  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
  }, [step]);

  // A step that cannot be left yet puts the keyboard on its first wrong field.
  useEffect(() => {
    if (refusals > 0) panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const update = (change: (current: EditorState) => EditorState) => {
    setIsDirty(true);
    setState(change);
  };
  const onFields = (patch: Partial<EditorFields>) =>
    update((current) => ({ ...current, fields: { ...current.fields, ...patch } }));
  const onStay = (patch: Partial<StayFields>) =>
    update((current) => ({
      ...current,
      fields: { ...current.fields, stay: { ...current.fields.stay, ...patch } },
    }));
  const onFiles = (patch: Partial<EditorState["files"]>) =>
    update((current) => ({ ...current, files: { ...current.files, ...patch } }));
  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((other) => other !== id) : [...list, id];

  const open = (next: EditorStep) => {
    hasMoved.current = true;
    setStep(next);
    setReached((before) => Math.max(before, steps.indexOf(next)));
    if (isDirty) saveDraft(state, next);
  };

  const check = (at: EditorStep) =>
    validateStep(at, state, { category, isEditing, questionFields: questionFields.data });

  const next = () => {
    const at = steps.includes(step) ? step : steps[0]!;
    const found = check(at);
    setErrors((all) => withStepErrors(all, at, found));
    if (Object.keys(found).length > 0) return setRefusals((count) => count + 1);
    const index = steps.indexOf(at);
    open(steps[Math.min(index + 1, steps.length - 1)]!);
  };

  const discard = async () => {
    await draftStore?.delete(key).catch(() => undefined);
    setState(initial);
    setErrors({});
    setIsDirty(false);
    setDraft({ kind: "none" });
    setReached(isEditing ? Number.MAX_SAFE_INTEGER : 0);
    open("category");
  };

  const submit = async () => {
    setFailure(null);
    setUploadProblem(null);
    const found = steps.reduce<EditorErrors>((all, at) => ({ ...all, ...check(at) }), {});
    setErrors(found);
    const firstWrong = firstStepWithErrors(found);
    if (firstWrong) return open(firstWrong);

    const { parts, sent } = listingParts(state, category, editingId);
    const names = parts.flatMap((part) => ("file" in part ? [part.fileName] : []));
    setProgress(names.map((name) => ({ name, progress: 0 })));
    setIsSending(true);
    try {
      const saved = await send({
        path: isEditing ? "update_post_property" : "post_property",
        lang: locale,
        parts,
        onProgress: (shares) =>
          setProgress(names.map((name, index) => ({ name, progress: shares[index] ?? 0 }))),
      });
      await draftStore?.delete(key).catch(() => undefined);
      // Answers need the listing's id: they are saved once it exists (owner only, all or none).
      const answers = answersToSave(state.fields.stay, questionFields.data ?? []);
      if (answers.length > 0) {
        try {
          await saveAnswers({ propertyId: saved.data.id, answers, lang: locale });
        } catch (error) {
          setAnswersProblem(t("editor.questions.not_saved", { reason: failureMessage(error, t) }));
        }
      }
      // The owner's lists and counts (my properties, dashboard) now hold this listing.
      void queryClient.invalidateQueries({ queryKey: ["get-added-properties"] });
      setAnswer(saved);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        const fromServer = editorErrorsOf(error.fieldErrors, sent);
        setErrors(fromServer);
        open(firstStepWithErrors(fromServer) ?? "seo");
      } else if (
        error instanceof ApiRequestError &&
        error.failure.kind === "http" &&
        error.failure.status === 413
      ) {
        setUploadProblem(error.failure.serverMessage ?? failureMessage(error, t));
        open("media");
      } else if (
        error instanceof ApiRequestError &&
        error.failure.kind === "http" &&
        error.failure.status === 409 &&
        error.failure.serverMessage
      ) {
        // A conflict the API explains in the owner's language (an edit that would take back nights already sold).
        setFailure(error.failure.serverMessage);
      } else {
        setFailure(failureMessage(error, t));
      }
    } finally {
      setIsSending(false);
    }
  };

  if (answer) {
    return (
      <div className="flex flex-col gap-4">
        {answersProblem ? <FormAlert tone="error">{answersProblem}</FormAlert> : null}
        <EditorSuccess answer={answer} isEditing={isEditing} />
      </div>
    );
  }
  if (!isLoaded) return <PageLoading />;

  const stepsWithErrors = new Set(Object.keys(errors).map(stepOfField));
  const stepErrors = Object.keys(errors).some((field) => stepOfField(field) === step);
  // A classification change may leave the owner on a step the new one lacks: show its first step instead.
  const index = Math.max(0, steps.indexOf(step));
  const shown = steps[index]!;
  const isLast = index === steps.length - 1;

  return (
    <div className="flex flex-col gap-6" data-testid="listing-editor">
      {draft.kind !== "none" ? (
        <div
          role="status"
          data-testid="draft-status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <span>
            {draft.kind === "restored"
              ? t("editor.draft.restored", { date: draft.savedAt ? formatDate(draft.savedAt, locale) : "" })
              : t(draft.kind === "saved" ? "editor.draft.saved" : "editor.draft.failed")}
          </span>
          {draft.kind !== "failed" ? (
            <Button variant="ghost" size="sm" data-testid="discard-draft" onClick={() => void discard()}>
              {t("editor.draft.discard")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {draftStore === null ? (
        <p role="status" className="text-sm text-slate-600">
          {t("editor.draft.unavailable")}
        </p>
      ) : null}
      <StepNav steps={steps} current={shown} reached={reached} withErrors={stepsWithErrors} onOpen={open} />
      <div ref={panel}>
        <Card className="flex flex-col gap-6 p-6">
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
            data-testid="editor-step-title"
          >
            {t(`editor.steps.${shown}`)}
          </h2>
          {stepErrors ? <FormAlert tone="error">{t("editor.errors.check_fields")}</FormAlert> : null}
          {shown === "category" ? (
            <CategoryStep fields={state.fields} categories={categories} errors={errors} onChange={onFields} />
          ) : null}
          {shown === "details" ? (
            <DetailsStep
              fields={state.fields}
              files={state.files}
              category={category}
              facilities={facilities}
              errors={errors}
              onChange={onFields}
              onParameterFile={(id, picked) => {
                const parameterFiles = { ...state.files.parameterFiles };
                if (picked) parameterFiles[id] = picked;
                else delete parameterFiles[id];
                onFiles({ parameterFiles });
              }}
              pickFile={pickFile}
            />
          ) : null}
          {shown === "stay" ? (
            <StayStep
              classification={classification}
              stay={state.fields.stay}
              errors={errors}
              onChange={onStay}
            />
          ) : null}
          {shown === "rooms" ? (
            <RoomsStep stay={state.fields.stay} errors={errors} onChange={onStay} />
          ) : null}
          {shown === "packages" ? (
            <PackagesStep stay={state.fields.stay} errors={errors} onChange={onStay} />
          ) : null}
          {shown === "certificates" ? (
            <CertificatesStep
              stay={state.fields.stay}
              files={state.files.certificateFiles}
              errors={errors}
              onChange={onStay}
              onFile={(rowKey, picked) => {
                const certificateFiles = { ...state.files.certificateFiles };
                if (picked) certificateFiles[rowKey] = picked;
                else delete certificateFiles[rowKey];
                onFiles({ certificateFiles });
              }}
              pickFile={pickFile}
            />
          ) : null}
          {shown === "questions" ? (
            <QuestionsStep
              stay={state.fields.stay}
              questionFields={questionFields}
              errors={errors}
              isEditing={isEditing}
              onChange={onStay}
            />
          ) : null}
          {shown === "location" ? (
            <LocationStep
              fields={state.fields}
              errors={errors}
              renderLocationPicker={renderLocationPicker}
              onChange={onFields}
            />
          ) : null}
          {shown === "media" ? (
            <MediaStep
              state={state}
              errors={errors}
              uploadProblem={uploadProblem}
              onSingle={(name, picked) => {
                const single = { ...state.files.single };
                if (picked) single[name] = picked;
                else delete single[name];
                onFiles({ single });
              }}
              onGallery={(gallery) => onFiles({ gallery })}
              onToggleExistingGallery={(id) =>
                update((current) => ({
                  ...current,
                  existing: {
                    ...current.existing,
                    removedGallery: toggle(current.existing.removedGallery, id),
                  },
                }))
              }
              onVideoLink={(video_link) => onFields({ video_link })}
              pickFile={pickFile}
            />
          ) : null}
          {shown === "documents" ? (
            <DocumentsStep
              state={state}
              errors={errors}
              onDocuments={(documents) => onFiles({ documents })}
              onToggleExistingDocument={(id) =>
                update((current) => ({
                  ...current,
                  existing: {
                    ...current.existing,
                    removedDocuments: toggle(current.existing.removedDocuments, id),
                  },
                }))
              }
              onToggleExistingOwnerDocument={(name) =>
                update((current) => {
                  const removed = current.existing.removedOwner;
                  return {
                    ...current,
                    existing: {
                      ...current.existing,
                      removedOwner: removed.includes(name)
                        ? removed.filter((other) => other !== name)
                        : [...removed, name],
                    },
                  };
                })
              }
              onOwnerDocument={(name, picked) => {
                const owner = { ...state.files.owner };
                if (picked) owner[name] = picked;
                else delete owner[name];
                onFiles({ owner });
              }}
              pickFile={pickFile}
            />
          ) : null}
          {shown === "seo" ? (
            <SeoStep
              state={state}
              errors={errors}
              onChange={onFields}
              onMetaImage={(picked) => {
                const single = { ...state.files.single };
                if (picked) single.meta_image = picked;
                else delete single.meta_image;
                onFiles({ single });
              }}
              pickFile={pickFile}
            />
          ) : null}
          {isSending ? <UploadProgressList files={progress} /> : null}
          <FormAlert tone="error">{failure}</FormAlert>
          <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-5">
            <Button
              variant="outline"
              disabled={index === 0 || isSending}
              onClick={() => open(steps[index - 1]!)}
            >
              {t("editor.back")}
            </Button>
            {isLast ? (
              <Button data-testid="editor-submit" disabled={isSending} onClick={() => void submit()}>
                {t(isSending ? "editor.sending" : isEditing ? "editor.save" : "editor.submit")}
              </Button>
            ) : (
              <Button data-testid="editor-next" onClick={next}>
                {t("editor.next")}
              </Button>
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
