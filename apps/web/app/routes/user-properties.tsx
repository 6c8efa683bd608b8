import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/user-properties";
import { PostingGate } from "../components/gates/posting-gate";
import { PageLoading } from "../components/ui/page-loading";
import { ListingEditorPage } from "../features/listing-editor/components/listing-editor-page";
import type { LocationPickerSlot } from "../features/listing-editor/components/location-step";
import { LocationPicker } from "../features/map/components/location-picker";
import { useHydrated } from "../lib/i18n/use-hydrated";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [{ title: titleWithCompany(t("editor.title"), company) }, { name: "robots", content: "noindex" }];
};

/**
 * The property wizard with the map's location picker in its location step: features never import each other,
 * so the route composes them. Shared by /user/properties (new) and /user/edit-property/:id.
 */
export function PropertyEditorScreen({ editingId }: { editingId: number | null }) {
  const { t } = useTranslation();
  const root = useRootData();
  const isHydrated = useHydrated();
  const viewerId = root?.viewer?.id ?? null;
  const settings = root?.settings;
  const renderLocationPicker: LocationPickerSlot = (props) => (
    <LocationPicker {...props} geocoderUrl={settings?.map_geocoder_url} styleUrl={settings?.map_style_url} />
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {t(editingId === null ? "editor.title" : "editor.edit_title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("editor.intro")}</p>
      <div className="mt-8">
        {/* Drafts and files live in the browser: the wizard starts once hydrated. */}
        {isHydrated && viewerId !== null ? (
          <PostingGate kind="property_list" isEditing={editingId !== null} backTo="/user/my-properties">
            <ListingEditorPage
              userId={viewerId}
              editingId={editingId}
              renderLocationPicker={renderLocationPicker}
            />
          </PostingGate>
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}

/** /user/properties, "add property" (spec §2, issue 5). A signed-in page: its data loads in the browser. */
export default function UserProperties() {
  return <PropertyEditorScreen editingId={null} />;
}
