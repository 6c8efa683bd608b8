import { FavouriteButton, InterestedButton } from "./engagement-buttons";
import { ReportButton } from "./report-dialog";
import { ShareMenu } from "./share-menu";

/** The row of things a visitor does with a listing: save it, show interest, share it, report it. */
export function ListingActions({
  propertyId,
  isFavourite,
  isInterested,
  isReported,
  shareUrl,
  title,
}: {
  propertyId: number;
  isFavourite: boolean;
  isInterested: boolean;
  isReported: boolean;
  shareUrl: string;
  title: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="listing-actions">
      <FavouriteButton propertyId={propertyId} initial={isFavourite} />
      <InterestedButton propertyId={propertyId} initial={isInterested} />
      <ShareMenu url={shareUrl} title={title} />
      <ReportButton propertyId={propertyId} isReported={isReported} />
    </div>
  );
}
