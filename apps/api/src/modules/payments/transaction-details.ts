import type { Database } from "../../db/client.js";
import { pick } from "../../lib/localise.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import { invoiceNumbersOf } from "../invoices/invoices.repository.js";
import type { TransactionDetails } from "./payments.mapper.js";
import type { TransactionRow } from "./payments.repository.js";
import { memberNamesByIds, packageNamesByIds } from "./transaction-details.repository.js";

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * What a list of transactions needs besides their rows, read in three queries whatever the page size: package
 * names, invoice numbers, and the other member of each transfer, as seen by `viewerId`.
 */
export async function describeTransactions(
  db: Database,
  rows: readonly TransactionRow[],
  ctx: { viewerId: number; lang: Language },
): Promise<Map<number, TransactionDetails>> {
  const packageIds = unique(rows.map((row) => (row.purpose === "package" ? row.purposeId : null)));
  const memberIds = unique(
    rows.flatMap((row) => (row.purpose === "transfer" ? [row.userId, row.recipientUserId] : [])),
  );
  const [packageRows, memberRows, invoiceNumbers] = await Promise.all([
    packageNamesByIds(db, packageIds),
    memberNamesByIds(db, memberIds),
    invoiceNumbersOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const packageNames = new Map(packageRows.map((p) => [p.id, pick(ctx.lang, p.name, p.nameAr)]));
  const memberNames = new Map(memberRows.map((m) => [m.id, m.name]));
  const t = translatorFor(ctx.lang);
  return new Map(
    rows.map((row): [number, TransactionDetails] => {
      const invoiceNumber = invoiceNumbers.get(row.id) ?? null;
      if (row.purpose === "transfer") {
        const isIncoming = row.recipientUserId === ctx.viewerId && row.userId !== ctx.viewerId;
        const otherId = isIncoming ? row.userId : row.recipientUserId;
        const other = (otherId !== null ? memberNames.get(otherId) : undefined) ?? null;
        return [
          row.id,
          {
            title: t(isIncoming ? "transfers.title_from" : "transfers.title_to", { name: other ?? "—" }),
            // The sender's invoice is the sender's business: the recipient is not shown its number.
            invoiceNumber: isIncoming ? null : invoiceNumber,
            direction: isIncoming ? "in" : "out",
            counterpartyName: other,
          },
        ];
      }
      const title =
        row.purpose === "package"
          ? (packageNames.get(row.purposeId) ?? null)
          : t(`invoices.lines.${row.purpose}`, { id: row.purposeId });
      return [row.id, { title, invoiceNumber, direction: "out", counterpartyName: null }];
    }),
  );
}
