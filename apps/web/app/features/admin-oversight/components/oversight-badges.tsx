import type { TAdminReportDetail, TReportResolution } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { StatusBadge } from "../../../components/ui/status-badge";

/** Whether the reported listing is on public pages now, or why not. */
export function ListingStateBadge({ listing }: { listing: TAdminReportDetail["property"] }) {
  const { t } = useTranslation();
  const state = listing.is_public
    ? "public"
    : listing.request_status === "rejected"
      ? "taken_down"
      : "hidden";
  const tone = state === "public" ? "good" : state === "taken_down" ? "bad" : "neutral";
  return <StatusBadge tone={tone} state={state} text={t(`adminOversight.listing_state.${state}`)} />;
}

export function ResolutionBadge({ resolution }: { resolution: TReportResolution }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={resolution === "dismissed" ? "neutral" : "bad"}
      state={resolution}
      text={t(`adminOversight.resolution.${resolution}`)}
    />
  );
}
