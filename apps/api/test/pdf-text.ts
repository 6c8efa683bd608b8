import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

type Glyphs = { text: string; x: number; y: number; size: number };
type Kind = "other" | "own" | "number" | "neutral";
type Stretch = { isOtherDirection: boolean; texts: string[] };

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\uFB50-\uFDFF\uFE70-\uFEFC]/;
const LATIN = /[A-Za-z0-9]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/;

/** Whitespace-free, with Arabic presentation forms (what a PDF stores) folded back to letters. */
export const squash = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/**
 * Turns one line of glyph runs, left to right as drawn, back into the order a reader reads it. A PDF keeps
 * only where each glyph sits, so this undoes the Unicode bidi reordering for the levels an invoice has:
 * the page's own direction, stretches of the other script inside it, and numbers.
 */
function readingOrder(runs: readonly Glyphs[], direction: "ltr" | "rtl"): string {
  const [ownScript, otherScript] = direction === "ltr" ? [LATIN, ARABIC_LETTER] : [ARABIC_LETTER, LATIN];
  // Arabic-Indic numbers sit inside right-to-left text: on a left-to-right page they belong to its
  // right-to-left stretch; on a right-to-left page each is a left-to-right unit of its own.
  const kinds = runs.map((run): Kind => {
    if (otherScript.test(run.text)) return "other";
    if (ownScript.test(run.text)) return "own";
    if (ARABIC_INDIC_DIGIT.test(run.text)) return direction === "ltr" ? "other" : "number";
    return "neutral";
  });
  // A neutral (space, colon, dash) between two runs of the other direction belongs to them.
  const isOther = kinds.map((kind, index) => {
    if (kind !== "neutral") return kind === "other";
    const before = kinds.slice(0, index).findLast((k) => k !== "neutral");
    const after = kinds.slice(index + 1).find((k) => k !== "neutral");
    return before === "other" && after === "other";
  });
  const stretches: Stretch[] = [];
  runs.forEach((run, index) => {
    const last = stretches.at(-1);
    if (isOther[index] && last?.isOtherDirection) last.texts.push(run.text);
    else stretches.push({ isOtherDirection: isOther[index] ?? false, texts: [run.text] });
  });
  if (direction === "ltr") {
    return stretches
      .map((stretch) => (stretch.isOtherDirection ? [...stretch.texts].reverse() : stretch.texts).join(""))
      .join("");
  }
  return stretches
    .reverse()
    .map((stretch) => stretch.texts.join(""))
    .join("");
}

/** Each line of every page as a reader of a page in `direction` reads it, squashed (see `squash`). */
export async function readPdfLines(pdf: Uint8Array, direction: "ltr" | "rtl"): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  const lines: string[] = [];
  try {
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const glyphs: Glyphs[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        glyphs.push({
          text: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          size: item.height,
        });
      }
      // Runs of one line share a baseline, but Arabic and Latin fonts of one table row can sit a few points
      // apart; lines themselves are more than a font size apart.
      const rows: Glyphs[][] = [];
      for (const glyph of [...glyphs].sort((a, b) => b.y - a.y)) {
        const row = rows.at(-1);
        const first = row?.[0];
        if (row && first && Math.abs(first.y - glyph.y) < 0.4 * Math.max(first.size, glyph.size))
          row.push(glyph);
        else rows.push([glyph]);
      }
      for (const row of rows)
        lines.push(
          squash(
            readingOrder(
              [...row].sort((a, b) => a.x - b.x),
              direction,
            ),
          ),
        );
    }
  } finally {
    await document.destroy();
  }
  return lines;
}
