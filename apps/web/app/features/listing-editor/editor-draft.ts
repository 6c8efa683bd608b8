import { createStore, del, get, set, type UseStore } from "idb-keyval";
import {
  emptyEditorState,
  pickFile,
  type EditorFields,
  type EditorState,
  type OwnerDocument,
  type PickedFile,
  type SingleImage,
} from "./editor-form";
import { ALL_EDITOR_STEPS, type EditorStep } from "./editor-steps";

/** Where drafts live: IndexedDB, because files (Blobs) are part of them. Tests pass a Map. */
export type DraftStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
};

const DRAFT_VERSION = 1;

/** What is saved: the fields, the files themselves and where the owner was. Keys of files are not. */
export type StoredDraft = {
  version: typeof DRAFT_VERSION;
  step: EditorStep;
  savedAt: string;
  fields: EditorFields;
  files: {
    single: Partial<Record<SingleImage, File>>;
    gallery: File[];
    documents: File[];
    owner: Partial<Record<OwnerDocument, File>>;
    parameterFiles: Record<string, File>;
    certificateFiles?: Record<string, File>;
  };
  removedGallery: number[];
  removedDocuments: number[];
  removedOwner: OwnerDocument[];
};

/** One draft per signed-in user for a new listing, and one per listing being edited: they never mix. */
export function draftKey(userId: number, editingId: number | null): string {
  return editingId === null ? `listing-draft:${userId}:new` : `listing-draft:${userId}:edit:${editingId}`;
}

let browserStore: UseStore | null = null;

/** The browser's IndexedDB store; null where there is none (server render, private modes that block it). */
export function indexedDbDraftStore(): DraftStore | null {
  if (typeof indexedDB === "undefined") return null;
  browserStore ??= createStore("manzil-drafts", "listing-editor");
  const store = browserStore;
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
  };
}

const fileOf = (picked: PickedFile | undefined) => picked?.file;
const filesOf = <K extends string>(record: Partial<Record<K, PickedFile>>) =>
  Object.fromEntries(
    Object.entries(record).map(([name, picked]) => [name, fileOf(picked as PickedFile)]),
  ) as Partial<Record<K, File>>;
const picksOf = <K extends string>(record: Partial<Record<K, File>> | undefined) =>
  Object.fromEntries(
    Object.entries(record ?? {})
      .filter(([, file]) => file instanceof Blob)
      .map(([name, file]) => [name, pickFile(file as File)]),
  ) as Partial<Record<K, PickedFile>>;

export function draftOf(state: EditorState, step: EditorStep, now: Date): StoredDraft {
  return {
    version: DRAFT_VERSION,
    step,
    savedAt: now.toISOString(),
    fields: state.fields,
    files: {
      single: filesOf(state.files.single),
      gallery: state.files.gallery.map((picked) => picked.file),
      documents: state.files.documents.map((picked) => picked.file),
      owner: filesOf(state.files.owner),
      parameterFiles: filesOf(state.files.parameterFiles) as Record<string, File>,
      certificateFiles: filesOf(state.files.certificateFiles) as Record<string, File>,
    },
    removedGallery: state.existing.removedGallery,
    removedDocuments: state.existing.removedDocuments,
    removedOwner: state.existing.removedOwner,
  };
}

/**
 * The state a stored draft resumes, on top of `base` (an empty form, or the listing being edited); null for
 * anything that is not a draft of this version (an older shape is dropped rather than half-read).
 */
export function restoreDraft(
  stored: unknown,
  base: EditorState = emptyEditorState(),
): { state: EditorState; step: EditorStep; savedAt: string } | null {
  if (typeof stored !== "object" || stored === null) return null;
  const draft = stored as Partial<StoredDraft>;
  if (draft.version !== DRAFT_VERSION || typeof draft.fields !== "object" || draft.fields === null)
    return null;
  const step = ALL_EDITOR_STEPS.includes(draft.step as EditorStep) ? (draft.step as EditorStep) : "category";
  const files = draft.files;
  const onlyFiles = (list: unknown) =>
    (Array.isArray(list) ? list.filter((f) => f instanceof Blob) : []) as File[];
  const state: EditorState = {
    fields: { ...base.fields, ...draft.fields },
    files: {
      single: picksOf(files?.single),
      gallery: onlyFiles(files?.gallery).map(pickFile),
      documents: onlyFiles(files?.documents).map(pickFile),
      owner: picksOf(files?.owner),
      parameterFiles: picksOf(files?.parameterFiles) as Record<string, PickedFile>,
      certificateFiles: picksOf(files?.certificateFiles) as Record<string, PickedFile>,
    },
    existing: {
      ...base.existing,
      removedGallery: (draft.removedGallery ?? []).filter((id) =>
        base.existing.gallery.some((g) => g.id === id),
      ),
      removedDocuments: (draft.removedDocuments ?? []).filter((id) =>
        base.existing.documents.some((d) => d.id === id),
      ),
      removedOwner: (draft.removedOwner ?? []).filter((kind) => base.existing.owner[kind] !== undefined),
    },
  };
  return { state, step, savedAt: typeof draft.savedAt === "string" ? draft.savedAt : "" };
}
