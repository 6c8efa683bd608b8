import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Tiny, valid one-page PDFs (brochures and floor plans) written byte by byte: no PDF library, no font file
 * (Helvetica is one of the 14 standard PDF fonts every reader has).
 */

type DocumentSpec = { key: string; name: string; title: string; lines: string[]; plan: boolean };

const brochures: DocumentSpec[] = [1, 2, 3].map((i) => ({
  key: `documents/brochure-${String(i).padStart(2, "0")}.pdf`,
  name: `Brochure ${i}.pdf`,
  title: `Manzil demo brochure ${i}`,
  lines: [
    "This document is generated demo content.",
    "It stands in for a property brochure uploaded by an owner.",
    "Prices, areas and dates are illustrative only.",
  ],
  plan: false,
}));

const plans: DocumentSpec[] = [1, 2, 3, 4].map((i) => ({
  key: `plans/floor-plan-${String(i).padStart(2, "0")}.pdf`,
  name: `Floor plan ${i}.pdf`,
  title: `Floor plan - type ${String.fromCharCode(64 + i)}`,
  lines: ["Generated demo floor plan. Not to scale."],
  plan: true,
}));

export const documentPool = {
  brochures: brochures.map(({ key, name }) => ({ key, name })),
  plans: plans.map(({ key, name }) => ({ key, name })),
};

/** Writes the documents into `uploadsDir`, skipping existing files; returns how many were written. */
export function writeDocumentPool(uploadsDir: string): { written: number; skipped: number } {
  let written = 0;
  let skipped = 0;
  for (const spec of [...brochures, ...plans]) {
    const target = join(uploadsDir, spec.key);
    if (existsSync(target)) {
      skipped++;
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, buildPdf(spec));
    written++;
  }
  return { written, skipped };
}

const escapePdfText = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function buildPdf(spec: { title: string; lines: string[]; plan: boolean }): Buffer {
  const content: string[] = [
    "0.06 0.46 0.43 rg 0 792 595 50 re f",
    `BT /F1 22 Tf 1 1 1 rg 40 808 Td (${escapePdfText("Manzil")}) Tj ET`,
    `BT /F1 18 Tf 0.1 0.1 0.1 rg 40 740 Td (${escapePdfText(spec.title)}) Tj ET`,
    ...spec.lines.map(
      (line, i) => `BT /F1 11 Tf 0.3 0.3 0.3 rg 40 ${710 - i * 18} Td (${escapePdfText(line)}) Tj ET`,
    ),
  ];
  if (spec.plan) {
    // Outer walls and a few rooms.
    content.push(
      "0.2 0.2 0.2 RG 3 w 60 200 475 420 re S",
      "1.5 w 60 420 m 300 420 l S 300 200 m 300 620 l S 300 480 m 535 480 l S 420 200 m 420 480 l S",
      "0.8 0.8 0.8 RG 1 w 160 420 m 200 420 l S",
    );
  }
  const stream = content.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
