import type { TCategory, TFacility, TOwnListing } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { NotFoundPage } from "../../../components/pages/status-pages";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiGet } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { indexedDbDraftStore, type DraftStore } from "../editor-draft";
import { EDITOR_CLASSIFICATIONS, emptyEditorState, stateFromListing } from "../editor-form";
import { ListingEditor } from "./listing-editor";
import type { LocationPickerSlot } from "./location-step";

type ListingEditorPageProps = {
  userId: number;
  editingId: number | null;
  renderLocationPicker: LocationPickerSlot;
  draftStore?: DraftStore | null;
};

const isEditable = (classification: number) =>
  (EDITOR_CLASSIFICATIONS as readonly number[]).includes(classification);

/** The catalogue the form is made of (and, to edit, the owner's listing), then the wizard. */
export function ListingEditorPage({
  userId,
  editingId,
  renderLocationPicker,
  draftStore,
}: ListingEditorPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const categories = useQuery({
    queryKey: ["get_categories", "all", locale],
    queryFn: () => apiGet<TCategory[]>("get_categories", { limit: 100, lang: locale }),
  });
  const facilities = useQuery({
    queryKey: ["get_facilities", locale],
    queryFn: () => apiGet<TFacility[]>("get_facilities", { lang: locale }),
  });
  // Read in English: choice parameters then hold the stored option values the API takes back.
  const listing = useQuery({
    queryKey: ["get-added-properties", userId, "edit", editingId],
    queryFn: () => apiGet<TOwnListing[]>("get-added-properties", { id: editingId ?? undefined, lang: "en" }),
    enabled: editingId !== null,
    staleTime: 0,
  });
  const store = useMemo(() => (draftStore === undefined ? indexedDbDraftStore() : draftStore), [draftStore]);
  const found = listing.data?.data.find((item) => item.id === editingId);
  const initial = useMemo(() => (found ? stateFromListing(found) : emptyEditorState()), [found]);

  const failed = categories.error ?? facilities.error ?? listing.error;
  if (failed) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormAlert tone="error">{failureMessage(failed, t)}</FormAlert>
        <Button
          variant="outline"
          onClick={() => {
            void categories.refetch();
            void facilities.refetch();
            if (editingId !== null) void listing.refetch();
          }}
        >
          {t("editor.retry")}
        </Button>
      </div>
    );
  }
  if (!categories.data || !facilities.data || (editingId !== null && !listing.data)) return <PageLoading />;
  if (editingId !== null && !found) return <NotFoundPage />;
  if (found && (found.property_type === "sold" || found.property_type === "rented")) {
    return <FormAlert tone="error">{t("editor.sold_locked")}</FormAlert>;
  }
  return (
    <ListingEditor
      key={`${userId}:${editingId ?? "new"}`}
      userId={userId}
      categories={categories.data.data.filter((category) => isEditable(category.property_classification))}
      facilities={facilities.data.data}
      editingId={editingId}
      initial={initial}
      renderLocationPicker={renderLocationPicker}
      draftStore={store}
    />
  );
}
