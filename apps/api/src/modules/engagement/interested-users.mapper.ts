import type { TInterestedUser } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import type { InterestedUserRow } from "./interested-users.repository.js";

export function mapInterestedUser(row: InterestedUserRow, filesUrl: string): TInterestedUser {
  return {
    id: row.id,
    name: row.name,
    slug_id: row.slug,
    profile: fileUrl(filesUrl, row.profileImage),
    customer_type: row.customerType,
    email: row.email ?? "",
    mobile: row.mobile ?? "",
    interested_at: row.interestedAt.toISOString(),
  };
}
