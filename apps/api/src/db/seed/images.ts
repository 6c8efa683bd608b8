import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { Random } from "./random.js";

/**
 * The demo image pool: flat illustrations drawn as SVG (gradients and simple shapes, no text, so no font is
 * needed) and rendered by sharp. Nothing is downloaded. Rows reference these file keys (paths relative to the
 * uploads folder); the keys are the same whether or not the files are written.
 */

export const listingThemes = ["house", "villa", "tower", "commercial", "beach", "hotel", "land"] as const;
export type ListingTheme = (typeof listingThemes)[number];

const LISTINGS_PER_THEME = 4;

const numbered = (prefix: string, count: number, ext = "webp"): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}.${ext}`);

/** Listing images grouped by theme, four each: listing-01…04 houses, 05…08 villas, 09…12 towers, and so on. */
export const listingImages: Record<ListingTheme, string[]> = Object.fromEntries(
  listingThemes.map((theme, t) => [
    theme,
    numbered("listings/listing", listingThemes.length * LISTINGS_PER_THEME).slice(
      t * LISTINGS_PER_THEME,
      (t + 1) * LISTINGS_PER_THEME,
    ),
  ]),
) as Record<ListingTheme, string[]>;

export const imagePool = {
  listings: listingThemes.flatMap((theme) => listingImages[theme]),
  projects: numbered("projects/project", 8),
  avatars: numbered("avatars/avatar", 12),
  sliders: numbered("sliders/slider", 4),
  articles: numbered("articles/article", 6),
  cities: numbered("cities/city", 6),
  branding: {
    logo: "branding/logo.png",
    footerLogo: "branding/logo-footer.png",
    favicon: "branding/favicon.png",
    placeholder: "branding/placeholder.webp",
    appPlaceholder: "branding/placeholder-app.webp",
  },
} as const;

export const iconGlyphs = [
  "house",
  "apartment",
  "villa",
  "duplex",
  "penthouse",
  "studio",
  "townhouse",
  "land",
  "office",
  "shop",
  "warehouse",
  "clinic",
  "compound",
  "crane",
  "chalet",
  "beach-house",
  "holiday-apartment",
  "star3",
  "star4",
  "star5",
  "school",
  "hospital",
  "supermarket",
  "mall",
  "metro",
  "airport",
  "beach",
  "mosque",
  "park",
  "gym",
  "pharmacy",
  "bank",
] as const;
export type IconGlyph = (typeof iconGlyphs)[number];

export const categoryIconKey = (slug: string): string => `categories/${slug}.webp`;
export const facilityIconKey = (slug: string): string => `facilities/${slug}.webp`;

export type IconRequest = { key: string; glyph: IconGlyph; colour: string };

type ImageJob = {
  key: string;
  width: number;
  height: number;
  format: "webp" | "png";
  svg: () => string;
};

export type ImageWriteResult = { written: number; skipped: number; keys: string[] };

/** Renders every pool image (and the given icons) into `uploadsDir`, skipping files that already exist. */
export async function writeImagePool(uploadsDir: string, icons: IconRequest[]): Promise<ImageWriteResult> {
  const jobs = imageJobs(icons);
  let written = 0;
  let skipped = 0;
  const queue = [...jobs];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const target = join(uploadsDir, job.key);
      if (existsSync(target)) {
        skipped++;
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      const image = sharp(Buffer.from(job.svg())).resize(job.width, job.height);
      await (
        job.format === "png"
          ? image.png({ compressionLevel: 9, palette: true })
          : image.webp({ quality: 78, effort: 2 })
      ).toFile(target);
      written++;
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { written, skipped, keys: jobs.map((job) => job.key) };
}

const articleScenes = ["house", "skyline", "villa"] as const;

function imageJobs(icons: IconRequest[]): ImageJob[] {
  const jobs: ImageJob[] = [];
  listingThemes.forEach((theme, t) =>
    listingImages[theme].forEach((key, i) =>
      jobs.push({
        key,
        width: 800,
        height: 533,
        format: "webp",
        svg: () => scene(theme, new Random(1000 + t * 10 + i), 800, 533, i),
      }),
    ),
  );
  imagePool.projects.forEach((key, i) =>
    jobs.push({
      key,
      width: 800,
      height: 533,
      format: "webp",
      svg: () => scene("construction", new Random(2000 + i), 800, 533, i),
    }),
  );
  imagePool.avatars.forEach((key, i) =>
    jobs.push({ key, width: 256, height: 256, format: "webp", svg: () => avatar(new Random(3000 + i), i) }),
  );
  imagePool.sliders.forEach((key, i) =>
    jobs.push({
      key,
      width: 1600,
      height: 500,
      format: "webp",
      svg: () => scene(i % 2 === 0 ? "skyline" : "beach", new Random(4000 + i), 1600, 500, i + 1),
    }),
  );
  imagePool.articles.forEach((key, i) =>
    jobs.push({
      key,
      width: 800,
      height: 450,
      format: "webp",
      svg: () =>
        scene(articleScenes[i % articleScenes.length] ?? "house", new Random(5000 + i), 800, 450, i + 2),
    }),
  );
  imagePool.cities.forEach((key, i) =>
    jobs.push({
      key,
      width: 600,
      height: 400,
      format: "webp",
      svg: () => scene("skyline", new Random(6000 + i), 600, 400, i),
    }),
  );
  const b = imagePool.branding;
  jobs.push({ key: b.logo, width: 320, height: 96, format: "png", svg: () => logo(false) });
  jobs.push({ key: b.footerLogo, width: 320, height: 96, format: "png", svg: () => logo(true) });
  jobs.push({ key: b.favicon, width: 64, height: 64, format: "png", svg: favicon });
  jobs.push({
    key: b.placeholder,
    width: 800,
    height: 533,
    format: "webp",
    svg: () => placeholder(800, 533),
  });
  jobs.push({
    key: b.appPlaceholder,
    width: 400,
    height: 400,
    format: "webp",
    svg: () => placeholder(400, 400),
  });
  for (const icon of icons) {
    jobs.push({
      key: icon.key,
      width: 96,
      height: 96,
      format: "webp",
      svg: () => iconSvg(icon.glyph, icon.colour),
    });
  }
  return jobs;
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing helpers

export const BRAND_COLOUR = "#0f766e";

const n = (value: number): string => String(Math.round(value * 10) / 10);

const svgDoc = (width: number, height: number, body: string, defs = ""): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

const circle = (cx: number, cy: number, r: number, fill?: string, extra = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${fill ? ` fill="${fill}"` : ""} ${extra}/>`;

const polygon = (points: [number, number][], fill: string, extra = ""): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;

const linear = (id: string, stops: string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops
    .map((colour, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`)
    .join("") +
  `</linearGradient>`;

function starPoints(cx: number, cy: number, outer: number, inner: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return points;
}

type Palette = {
  sky: [string, string];
  sun: string;
  hills: string;
  ground: string;
  night: boolean;
};

const palettes: Palette[] = [
  { sky: ["#7dd3fc", "#e0f2fe"], sun: "#fde68a", hills: "#a7c4a0", ground: "#86b77a", night: false },
  { sky: ["#fb923c", "#fde68a"], sun: "#fff7ed", hills: "#d97757", ground: "#a3a36b", night: false },
  { sky: ["#6366f1", "#f9a8d4"], sun: "#fef3c7", hills: "#8b7bb8", ground: "#7c9a6d", night: false },
  { sky: ["#14b8a6", "#ccfbf1"], sun: "#fefce8", hills: "#7fb3a6", ground: "#8fbf87", night: false },
  { sky: ["#fbbf24", "#fef3c7"], sun: "#fffbeb", hills: "#e0b878", ground: "#d9b37c", night: false },
  { sky: ["#1e1b4b", "#4338ca"], sun: "#f8fafc", hills: "#312e81", ground: "#3f4a3c", night: true },
];

const wallColours = ["#f8fafc", "#fef3c7", "#e2e8f0", "#fde8d7", "#e7e5e4", "#fff7ed", "#ecfeff"];
const roofColours = ["#b45309", "#9a3412", "#334155", "#7c2d12", "#0f766e", "#475569"];
const accentColours = ["#0f766e", "#b45309", "#be123c", "#1d4ed8", "#7c3aed", "#0369a1", "#15803d"];

type SceneKind = ListingTheme | "construction" | "skyline";

function scene(kind: SceneKind, rng: Random, W: number, H: number, variant: number): string {
  const palette = palettes[(variant + kind.length) % palettes.length] as Palette;
  const groundY = H * (kind === "beach" ? 0.62 : 0.74);
  const window = palette.night ? "#fde68a" : "#93c5fd";
  const defs =
    linear("sky", palette.sky) +
    linear("sea", ["#0ea5e9", "#0369a1"]) +
    linear("glass", ["#bae6fd", "#60a5fa"]) +
    linear("ground", [palette.ground, shade(palette.ground, -0.18)]);
  const parts: string[] = [rect(0, 0, W, H, "url(#sky)")];
  parts.push(
    circle(W * rng.float(0.12, 0.88), H * rng.float(0.12, 0.3), H * 0.07, palette.sun, 'opacity="0.9"'),
  );
  if (!palette.night) {
    for (let i = 0; i < 3; i++)
      cloud(parts, rng.float(0, W), rng.float(H * 0.08, H * 0.3), rng.float(0.6, 1.2) * H * 0.05);
  } else {
    for (let i = 0; i < 30; i++)
      parts.push(
        circle(rng.float(0, W), rng.float(0, H * 0.45), rng.float(0.8, 2), "#f8fafc", 'opacity="0.8"'),
      );
  }
  // distant hills
  const hillY = groundY - H * 0.12;
  parts.push(
    `<path d="M0 ${n(groundY)} L0 ${n(hillY)} Q ${n(W * 0.25)} ${n(hillY - H * 0.12)} ${n(W * 0.5)} ${n(hillY)} T ${n(W)} ${n(hillY - H * 0.04)} L ${n(W)} ${n(groundY)} Z" fill="${palette.hills}" opacity="0.55"/>`,
  );
  if (kind === "beach") {
    parts.push(rect(0, groundY - H * 0.14, W, H * 0.16, "url(#sea)"));
    for (let i = 0; i < 6; i++) {
      const y = groundY - H * rng.float(0.02, 0.12);
      const x = rng.float(0, W * 0.9);
      parts.push(
        `<path d="M${n(x)} ${n(y)} q 12 -6 24 0 t 24 0" stroke="#e0f2fe" stroke-width="2" fill="none" opacity="0.7"/>`,
      );
    }
    parts.push(
      `<path d="M0 ${n(groundY)} Q ${n(W / 2)} ${n(groundY - H * 0.03)} ${n(W)} ${n(groundY)} L ${n(W)} ${n(H)} L 0 ${n(H)} Z" fill="#fcd9a0"/>`,
    );
  } else {
    parts.push(rect(0, groundY, W, H - groundY, "url(#ground)"));
  }

  switch (kind) {
    case "house": {
      const count = rng.int(1, 2);
      for (let i = 0; i < count; i++) {
        const w = W * rng.float(0.28, 0.36);
        const x = count === 1 ? W * rng.float(0.3, 0.4) : W * (0.1 + i * 0.45) + rng.float(0, W * 0.05);
        house(parts, rng, x, groundY, w, w * rng.float(0.55, 0.7), window);
      }
      trees(parts, rng, W, groundY, 3);
      break;
    }
    case "villa": {
      const w = W * rng.float(0.5, 0.6);
      const x = (W - w) / 2 + rng.float(-W * 0.08, W * 0.08);
      villa(parts, rng, x, groundY, w);
      parts.push(rect(x + w * 0.08, groundY + H * 0.06, w * 0.6, H * 0.08, "#38bdf8", 'rx="6"'));
      parts.push(rect(x + w * 0.1, groundY + H * 0.085, w * 0.56, 3, "#e0f2fe", 'opacity="0.8"'));
      palms(parts, rng, [x - W * 0.06, x + w + W * 0.05], groundY, H);
      break;
    }
    case "tower":
    case "skyline": {
      const count = kind === "skyline" ? Math.round(W / 90) : rng.int(3, 4);
      const slot = (kind === "skyline" ? W : W * 0.8) / count;
      const start = kind === "skyline" ? 0 : W * 0.1;
      for (let i = 0; i < count; i++) {
        const w = slot * rng.float(0.6, 0.9);
        const h = H * rng.float(kind === "skyline" ? 0.18 : 0.3, kind === "skyline" ? 0.55 : 0.62);
        const x = start + i * slot + (slot - w) / 2;
        tower(parts, rng, x, groundY, w, h, window);
        if (kind === "skyline" && rng.chance(0.2)) mosque(parts, x + w, groundY, Math.min(slot, H * 0.12));
      }
      if (kind === "tower") trees(parts, rng, W, groundY, 4);
      break;
    }
    case "commercial": {
      tower(parts, rng, W * 0.58, groundY, W * 0.2, H * 0.55, window);
      shop(parts, rng, W * 0.08, groundY, W * 0.62, H * 0.26);
      trees(parts, rng, W, groundY, 2);
      break;
    }
    case "beach": {
      palms(parts, rng, [W * rng.float(0.05, 0.2), W * rng.float(0.75, 0.92)], groundY + H * 0.05, H);
      const chalet = rng.chance(0.6);
      if (chalet) {
        const w = W * 0.22;
        const x = W * rng.float(0.3, 0.5);
        parts.push(rect(x, groundY - w * 0.45, w, w * 0.45 + H * 0.04, "#f8fafc"));
        parts.push(rect(x + w * 0.4, groundY - w * 0.25, w * 0.2, w * 0.25 + H * 0.04, "#0369a1"));
        parts.push(rect(x + w * 0.08, groundY - w * 0.35, w * 0.2, w * 0.15, "#7dd3fc"));
        parts.push(rect(x + w * 0.72, groundY - w * 0.35, w * 0.2, w * 0.15, "#7dd3fc"));
        parts.push(rect(x - 4, groundY - w * 0.47, w + 8, 8, "#cbd5e1"));
      }
      for (let i = 0; i < rng.int(2, 3); i++)
        umbrella(parts, rng, W * rng.float(0.2, 0.85), H * rng.float(0.78, 0.9), H * 0.07);
      break;
    }
    case "hotel": {
      const w = W * 0.34;
      const x = W * rng.float(0.3, 0.36);
      tower(parts, rng, x - w * 0.55, groundY, w * 0.5, H * 0.38, window);
      tower(parts, rng, x, groundY, w, H * 0.62, window);
      parts.push(rect(x + w * 0.3, groundY - H * 0.05, w * 0.4, H * 0.05, "#fde68a"));
      parts.push(rect(x + w * 0.25, groundY - H * 0.065, w * 0.5, H * 0.018, pick(rng, accentColours)));
      parts.push(rect(x + w * 0.49, groundY - H * 0.62 - H * 0.08, 2, H * 0.08, "#475569"));
      parts.push(rect(x + w * 0.5, groundY - H * 0.7, w * 0.12, H * 0.035, pick(rng, accentColours)));
      parts.push(rect(W * 0.05, groundY + H * 0.07, W * 0.3, H * 0.07, "#38bdf8", 'rx="6"'));
      palms(parts, rng, [x + w + W * 0.06, x + w + W * 0.16], groundY, H);
      break;
    }
    case "land": {
      const x = W * rng.float(0.18, 0.3);
      const w = W * rng.float(0.45, 0.55);
      const top = groundY + H * 0.04;
      const bottom = H * 0.94;
      parts.push(
        polygon(
          [
            [x + w * 0.12, top],
            [x + w * 0.88, top],
            [x + w, bottom],
            [x, bottom],
          ],
          "#c8b27a",
          'stroke="#f8fafc" stroke-width="4" stroke-dasharray="14 10"',
        ),
      );
      parts.push(rect(x + w * 0.8, top - H * 0.2, 6, H * 0.22, "#78350f"));
      parts.push(
        rect(x + w * 0.8 - W * 0.06, top - H * 0.2, W * 0.12, H * 0.08, pick(rng, accentColours), 'rx="4"'),
      );
      tower(parts, rng, W * 0.08, groundY, W * 0.08, H * 0.2, window);
      tower(parts, rng, W * 0.84, groundY, W * 0.09, H * 0.26, window);
      trees(parts, rng, W, groundY, 4);
      break;
    }
    case "construction": {
      const w = W * 0.3;
      const x = W * rng.float(0.15, 0.25);
      tower(parts, rng, x + w * 1.3, groundY, w * 0.7, H * 0.45, window);
      frame(parts, x, groundY, w, H * 0.42, rng.int(5, 7));
      crane(parts, rng, x + w * 0.7, groundY, H * 0.72, W * 0.42);
      break;
    }
  }
  return svgDoc(W, H, parts.join(""), defs);
}

function pick<T>(rng: Random, items: readonly T[]): T {
  return rng.pick(items);
}

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

function cloud(parts: string[], x: number, y: number, r: number): void {
  parts.push(
    `<g fill="#ffffff" opacity="0.75">${circle(x, y, r)}${circle(x + r * 1.1, y - r * 0.4, r * 1.2)}${circle(x + r * 2.2, y, r)}${rect(x, y - r * 0.2, r * 2.2, r * 1.2, "#ffffff")}</g>`,
  );
}

function house(
  parts: string[],
  rng: Random,
  x: number,
  groundY: number,
  w: number,
  h: number,
  win: string,
): void {
  const wall = pick(rng, wallColours);
  const roof = pick(rng, roofColours);
  parts.push(rect(x, groundY - h, w, h, wall));
  parts.push(
    polygon(
      [
        [x - w * 0.06, groundY - h],
        [x + w / 2, groundY - h - w * 0.32],
        [x + w * 1.06, groundY - h],
      ],
      roof,
    ),
  );
  parts.push(rect(x + w * 0.42, groundY - h * 0.45, w * 0.16, h * 0.45, shade(roof, -0.2)));
  for (const wx of [0.12, 0.7]) {
    parts.push(
      rect(x + w * wx, groundY - h * 0.7, w * 0.18, h * 0.24, win, 'stroke="#ffffff" stroke-width="3"'),
    );
  }
  parts.push(rect(x + w * 0.72, groundY - h - w * 0.28, w * 0.08, w * 0.16, shade(wall, -0.3)));
}

function villa(parts: string[], rng: Random, x: number, groundY: number, w: number): void {
  const wall = pick(rng, wallColours);
  const trim = pick(rng, ["#334155", "#78350f", "#1f2937", "#0f766e"]);
  const lowH = w * 0.28;
  const upW = w * 0.62;
  const upH = w * 0.22;
  const upX = x + (rng.chance(0.5) ? 0 : w - upW);
  parts.push(rect(x, groundY - lowH, w, lowH, wall));
  parts.push(rect(upX, groundY - lowH - upH, upW, upH, shade(wall, -0.06)));
  parts.push(rect(x - 6, groundY - lowH - 6, w + 12, 8, trim));
  parts.push(rect(upX - 6, groundY - lowH - upH - 6, upW + 12, 8, trim));
  parts.push(rect(x + w * 0.06, groundY - lowH * 0.8, w * 0.5, lowH * 0.62, "url(#glass)"));
  parts.push(rect(upX + upW * 0.1, groundY - lowH - upH * 0.78, upW * 0.8, upH * 0.5, "url(#glass)"));
  parts.push(rect(x + w * 0.7, groundY - lowH * 0.7, w * 0.12, lowH * 0.7, trim));
}

function tower(
  parts: string[],
  rng: Random,
  x: number,
  groundY: number,
  w: number,
  h: number,
  win: string,
): void {
  const wall = pick(rng, ["#e2e8f0", "#cbd5e1", "#f1f5f9", "#d6d3d1", "#fde8d7", "#94a3b8"]);
  parts.push(rect(x, groundY - h, w, h, wall));
  parts.push(rect(x, groundY - h, w * 0.12, h, shade(wall, -0.12)));
  const cols = Math.max(2, Math.round(w / 28));
  const rows = Math.max(3, Math.round(h / 30));
  const cw = w / cols;
  const rh = h / rows;
  const cells: string[] = [];
  for (let r = 0; r < rows - 1; r++) {
    for (let c = 0; c < cols; c++) {
      if (rng.chance(0.12)) continue;
      cells.push(rect(x + c * cw + cw * 0.25, groundY - h + r * rh + rh * 0.3, cw * 0.5, rh * 0.45, win));
    }
  }
  parts.push(`<g opacity="0.9">${cells.join("")}</g>`);
}

function shop(parts: string[], rng: Random, x: number, groundY: number, w: number, h: number): void {
  const wall = pick(rng, wallColours);
  const accent = pick(rng, accentColours);
  parts.push(rect(x, groundY - h, w, h, wall));
  parts.push(rect(x, groundY - h, w, h * 0.18, accent));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    parts.push(
      polygon(
        [
          [x + (i * w) / stripes, groundY - h * 0.8],
          [x + ((i + 1) * w) / stripes, groundY - h * 0.8],
          [x + ((i + 1) * w) / stripes, groundY - h * 0.66],
          [x + (i * w) / stripes, groundY - h * 0.66],
        ],
        i % 2 === 0 ? accent : "#ffffff",
      ),
    );
  }
  parts.push(rect(x + w * 0.05, groundY - h * 0.6, w * 0.55, h * 0.6, "url(#glass)"));
  parts.push(rect(x + w * 0.68, groundY - h * 0.6, w * 0.2, h * 0.6, shade(accent, -0.25)));
}

function trees(parts: string[], rng: Random, W: number, groundY: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = rng.chance(0.5) ? rng.float(W * 0.02, W * 0.12) : rng.float(W * 0.85, W * 0.97);
    const r = rng.float(16, 26);
    parts.push(rect(x - 3, groundY - r * 1.6, 6, r * 1.6, "#78350f"));
    parts.push(circle(x, groundY - r * 1.8, r, pick(rng, ["#15803d", "#16a34a", "#4d7c0f", "#166534"])));
  }
}

function palms(parts: string[], rng: Random, xs: number[], baseY: number, H: number): void {
  for (const x of xs) {
    const h = H * rng.float(0.28, 0.38);
    const lean = rng.float(-30, 30);
    const topX = x + lean;
    const topY = baseY - h;
    parts.push(
      `<path d="M${n(x)} ${n(baseY)} Q ${n(x + lean * 0.2)} ${n(baseY - h * 0.5)} ${n(topX)} ${n(topY)}" stroke="#92400e" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    );
    const leaves: string[] = [];
    for (let i = 0; i < 6; i++) {
      const angle = -160 + i * 28 + rng.float(-6, 6);
      leaves.push(
        `<ellipse cx="${n(topX + 26)}" cy="${n(topY)}" rx="30" ry="7" fill="#15803d" transform="rotate(${n(angle)} ${n(topX)} ${n(topY)})"/>`,
      );
    }
    parts.push(leaves.join(""));
  }
}

function umbrella(parts: string[], rng: Random, x: number, y: number, r: number): void {
  const colour = pick(rng, ["#ef4444", "#f59e0b", "#0ea5e9", "#14b8a6", "#f43f5e"]);
  parts.push(rect(x - 1.5, y - r * 1.2, 3, r * 1.4, "#78350f"));
  parts.push(
    `<path d="M${n(x - r)} ${n(y - r * 1.1)} A ${n(r)} ${n(r * 0.7)} 0 0 1 ${n(x + r)} ${n(y - r * 1.1)} Z" fill="${colour}"/>`,
  );
  parts.push(rect(x - r * 0.9, y + r * 0.2, r * 1.2, r * 0.18, "#ffffff", 'rx="3"'));
}

function mosque(parts: string[], x: number, groundY: number, size: number): void {
  const fill = "#e7e5e4";
  parts.push(rect(x - size * 0.9, groundY - size * 0.5, size * 0.9, size * 0.5, fill));
  parts.push(
    `<path d="M${n(x - size * 0.8)} ${n(groundY - size * 0.5)} A ${n(size * 0.35)} ${n(size * 0.4)} 0 0 1 ${n(x - size * 0.1)} ${n(groundY - size * 0.5)} Z" fill="${fill}"/>`,
  );
  parts.push(rect(x - size * 0.05, groundY - size * 1.3, size * 0.12, size * 1.3, fill));
  parts.push(
    polygon(
      [
        [x - size * 0.07, groundY - size * 1.3],
        [x + size * 0.01, groundY - size * 1.5],
        [x + size * 0.09, groundY - size * 1.3],
      ],
      fill,
    ),
  );
}

function frame(parts: string[], x: number, groundY: number, w: number, h: number, floors: number): void {
  const lines: string[] = [];
  const fh = h / floors;
  for (let f = 0; f <= floors; f++) lines.push(`M${n(x)} ${n(groundY - f * fh)} H ${n(x + w)}`);
  for (let c = 0; c <= 4; c++) lines.push(`M${n(x + (c * w) / 4)} ${n(groundY)} V ${n(groundY - h)}`);
  parts.push(rect(x, groundY - h * 0.45, w, h * 0.45, "#d6d3d1"));
  parts.push(`<path d="${lines.join(" ")}" stroke="#57534e" stroke-width="4" fill="none"/>`);
}

function crane(parts: string[], rng: Random, x: number, groundY: number, h: number, jib: number): void {
  const colour = pick(rng, ["#f59e0b", "#eab308", "#f97316"]);
  const top = groundY - h;
  parts.push(rect(x - 6, top, 12, h, colour));
  const braces: string[] = [];
  for (let y = groundY; y > top + 20; y -= 24) braces.push(`M${n(x - 6)} ${n(y)} L ${n(x + 6)} ${n(y - 24)}`);
  parts.push(`<path d="${braces.join(" ")}" stroke="${shade(colour, -0.3)}" stroke-width="2"/>`);
  parts.push(rect(x - jib * 0.25, top, jib * 1.25, 10, colour));
  parts.push(rect(x - jib * 0.25, top + 10, jib * 0.12, 18, "#57534e"));
  parts.push(
    polygon(
      [
        [x - 6, top],
        [x, top - 30],
        [x + 6, top],
      ],
      colour,
    ),
  );
  const hookX = x + jib * rng.float(0.5, 0.9);
  const hookY = top + rng.float(80, 180);
  parts.push(`<path d="M${n(hookX)} ${n(top + 10)} V ${n(hookY)}" stroke="#334155" stroke-width="2"/>`);
  parts.push(rect(hookX - 14, hookY, 28, 12, "#78716c"));
}

function avatar(rng: Random, index: number): string {
  const backgrounds = ["#ccfbf1", "#e0e7ff", "#fef3c7", "#fce7f3", "#dcfce7", "#e0f2fe"];
  const skins = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#d8a47f"];
  const shirts = ["#0f766e", "#1d4ed8", "#b45309", "#be123c", "#334155", "#7c3aed", "#15803d"];
  const hairs = ["#1f2937", "#3f2a1d", "#6b4423", "#111827", "#9ca3af"];
  const skin = rng.pick(skins);
  const hair = rng.pick(hairs);
  const parts = [
    circle(128, 128, 128, backgrounds[index % backgrounds.length] as string),
    `<path d="M40 256 C 44 190, 88 168, 128 168 C 168 168, 212 190, 216 256 Z" fill="${rng.pick(shirts)}"/>`,
    rect(112, 140, 32, 34, skin),
    circle(128, 108, 46, skin),
  ];
  const style = index % 3;
  if (style === 0)
    parts.push(`<path d="M82 104 C 82 60, 174 60, 174 104 C 160 86, 100 86, 82 104 Z" fill="${hair}"/>`);
  else if (style === 1)
    parts.push(
      `<path d="M76 170 C 64 90, 96 56, 128 56 C 160 56, 192 90, 180 170 C 176 120, 170 92, 128 88 C 86 92, 80 120, 76 170 Z" fill="${hair}"/>`,
    );
  else
    parts.push(
      `<path d="M80 112 C 72 58, 184 58, 176 112 C 170 96, 150 76, 128 78 C 106 76, 86 96, 80 112 Z" fill="${hair}"/>`,
    );
  return svgDoc(
    256,
    256,
    `<g clip-path="url(#c)">${parts.join("")}</g>`,
    '<clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath>',
  );
}

/** The house mark used by the logo, the favicon and the placeholders, drawn in a 64×64 box. */
function houseMark(colour: string, inner: string): string {
  return (
    `<rect x="0" y="0" width="64" height="64" rx="14" fill="${colour}"/>` +
    `<path d="M14 32 L32 16 L50 32" stroke="${inner}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M19 30 V48 H45 V30" stroke="${inner}" stroke-width="5" fill="none" stroke-linejoin="round"/>` +
    `<rect x="28" y="36" width="8" height="12" fill="${inner}"/>`
  );
}

/** A geometric lowercase "manzil" drawn with strokes (no font). */
function wordmark(x: number, colour: string): string {
  const paths: string[] = [];
  let cx = x;
  // m
  paths.push(`M${cx} 68 V38 M${cx} 50 a10 10 0 0 1 20 0 V68 M${cx + 20} 50 a10 10 0 0 1 20 0 V68`);
  cx += 52;
  // a
  paths.push(`M${cx + 28} 38 V68`);
  const bowl = `<circle cx="${cx + 14}" cy="53" r="14" stroke="${colour}" stroke-width="8" fill="none"/>`;
  cx += 40;
  // n
  paths.push(`M${cx} 68 V38 M${cx} 52 a14 14 0 0 1 28 0 V68`);
  cx += 40;
  // z
  paths.push(`M${cx} 39 H${cx + 26} L${cx} 67 H${cx + 26}`);
  cx += 38;
  // i
  paths.push(`M${cx} 40 V68`);
  const dot = `<circle cx="${cx}" cy="26" r="5" fill="${colour}"/>`;
  cx += 16;
  // l
  paths.push(`M${cx} 20 V68`);
  return `<path d="${paths.join(" ")}" stroke="${colour}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${bowl}${dot}`;
}

function logo(footer: boolean): string {
  return svgDoc(
    320,
    96,
    `<g transform="translate(8 16)">${houseMark(footer ? "#ffffff" : BRAND_COLOUR, footer ? BRAND_COLOUR : "#ffffff")}</g>` +
      wordmark(92, footer ? "#ffffff" : "#134e4a"),
  );
}

function favicon(): string {
  return svgDoc(64, 64, houseMark(BRAND_COLOUR, "#ffffff"));
}

function placeholder(W: number, H: number): string {
  const size = Math.min(W, H) * 0.3;
  return svgDoc(
    W,
    H,
    rect(0, 0, W, H, "#e5e7eb") +
      `<g transform="translate(${n((W - size) / 2)} ${n((H - size) / 2)}) scale(${n(size / 64)})">${houseMark("#cbd5e1", "#f8fafc")}</g>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Icons (96×96): a rounded tile in the category's colour with a white glyph.

function iconSvg(glyph: IconGlyph, colour: string): string {
  const w = "#ffffff";
  const s = `stroke="${w}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  let g: string;
  switch (glyph) {
    case "house":
      g = `<path d="M22 48 L48 26 L74 48" ${s}/><path d="M29 44 V72 H67 V44" ${s}/>${rect(43, 56, 10, 16, w)}`;
      break;
    case "apartment":
      g = rect(24, 18, 48, 56, w) + grid(30, 24, 3, 4, 9, 8, colour) + rect(42, 62, 12, 12, colour);
      break;
    case "villa":
      g =
        rect(20, 46, 56, 26, w) +
        rect(26, 30, 34, 16, w) +
        rect(26, 54, 20, 10, colour) +
        rect(30, 35, 24, 6, colour);
      break;
    case "duplex":
      g =
        rect(26, 24, 44, 48, w) +
        rect(26, 47, 44, 3, colour) +
        rect(32, 30, 12, 10, colour) +
        rect(52, 30, 12, 10, colour) +
        rect(32, 55, 12, 10, colour) +
        rect(52, 55, 12, 17, colour);
      break;
    case "penthouse":
      g =
        rect(30, 34, 36, 40, w) +
        rect(26, 22, 44, 10, w) +
        polygon(starPoints(48, 16, 6, 2.6), w) +
        grid(34, 40, 3, 3, 8, 8, colour);
      break;
    case "studio":
      g = rect(26, 30, 44, 42, w) + rect(34, 38, 12, 12, colour) + rect(52, 52, 10, 20, colour);
      break;
    case "townhouse":
      g = [20, 38, 56]
        .map(
          (x) =>
            polygon(
              [
                [x, 44],
                [x + 10, 32],
                [x + 20, 44],
              ],
              w,
            ) +
            rect(x + 1, 44, 18, 28, w) +
            rect(x + 7, 60, 6, 12, colour),
        )
        .join("");
      break;
    case "land":
      g =
        `<path d="M16 70 Q 34 54 50 64 T 80 60 V74 H16 Z" fill="${w}"/>` +
        rect(46, 26, 4, 38, w) +
        polygon(
          [
            [50, 26],
            [68, 32],
            [50, 38],
          ],
          w,
        );
      break;
    case "office":
      g = rect(30, 18, 36, 56, w) + grid(35, 24, 3, 5, 8, 8, colour);
      break;
    case "shop":
      g =
        rect(22, 44, 52, 28, w) +
        `<path d="M20 44 L26 28 H70 L76 44 Z" fill="${w}"/>` +
        rect(28, 50, 18, 14, colour) +
        rect(52, 50, 14, 22, colour);
      break;
    case "warehouse":
      g =
        `<path d="M16 44 L48 26 L80 44 V74 H16 Z" fill="${w}"/>` +
        rect(32, 50, 32, 24, colour) +
        `<path d="M32 57 H64 M32 64 H64" stroke="${w}" stroke-width="3"/>`;
      break;
    case "clinic":
    case "hospital":
      g =
        `<circle cx="48" cy="48" r="28" fill="${w}"/>` +
        rect(43, 32, 10, 32, colour) +
        rect(32, 43, 32, 10, colour);
      break;
    case "compound":
      g = [
        [18, 50],
        [52, 50],
        [35, 30],
      ]
        .map(
          ([x, y]) =>
            polygon(
              [
                [x!, y! + 8],
                [x! + 13, y!],
                [x! + 26, y! + 8],
              ],
              w,
            ) + rect(x! + 3, y! + 8, 20, 16, w),
        )
        .join("");
      break;
    case "crane":
      g =
        rect(40, 22, 6, 52, w) +
        rect(24, 22, 52, 6, w) +
        `<path d="M68 28 V44" stroke="${w}" stroke-width="3"/>` +
        rect(63, 44, 10, 6, w) +
        rect(30, 56, 10, 18, w) +
        rect(54, 62, 16, 12, w);
      break;
    case "chalet":
      g =
        polygon(
          [
            [18, 74],
            [48, 22],
            [78, 74],
          ],
          w,
        ) +
        polygon(
          [
            [40, 74],
            [48, 58],
            [56, 74],
          ],
          colour,
        );
      break;
    case "beach-house":
      g = `<path d="M24 44 L44 28 L64 44" ${s}/><path d="M29 42 V60 H59 V42" ${s}/><path d="M16 70 q 8 -6 16 0 t 16 0 t 16 0 t 16 0" ${s}/>`;
      break;
    case "holiday-apartment":
      g =
        rect(22, 36, 32, 38, w) +
        grid(26, 42, 2, 3, 8, 8, colour) +
        `<circle cx="66" cy="30" r="10" fill="${w}"/>` +
        `<path d="M62 74 V52 M56 74 H72" ${s}/>`;
      break;
    case "star3":
    case "star4":
    case "star5": {
      const count = Number(glyph.slice(4));
      const gap = 72 / count;
      g = Array.from({ length: count }, (_, i) =>
        polygon(starPoints(12 + gap * (i + 0.5), 48, gap * 0.48, gap * 0.2), w),
      ).join("");
      break;
    }
    case "school":
      g =
        polygon(
          [
            [18, 40],
            [48, 24],
            [78, 40],
          ],
          w,
        ) +
        rect(24, 42, 48, 30, w) +
        rect(42, 54, 12, 18, colour) +
        rect(30, 48, 8, 8, colour) +
        rect(58, 48, 8, 8, colour);
      break;
    case "supermarket":
      g = `<path d="M18 26 H28 L36 58 H70 L76 36 H31" ${s}/><circle cx="40" cy="68" r="5" fill="${w}"/><circle cx="64" cy="68" r="5" fill="${w}"/>`;
      break;
    case "mall":
      g = rect(24, 38, 48, 36, w, 'rx="4"') + `<path d="M36 38 V32 a12 12 0 0 1 24 0 V38" ${s}/>`;
      break;
    case "metro":
      g =
        rect(28, 20, 40, 46, w, 'rx="10"') +
        rect(34, 28, 28, 14, colour) +
        `<circle cx="38" cy="54" r="4" fill="${colour}"/><circle cx="58" cy="54" r="4" fill="${colour}"/><path d="M34 66 L28 78 M62 66 L68 78" ${s}/>`;
      break;
    case "airport":
      g = `<path d="M48 16 C 52 16 53 22 53 28 V40 L78 54 V60 L53 52 V66 L60 72 V76 L48 72 L36 76 V72 L43 66 V52 L18 60 V54 L43 40 V28 C 43 22 44 16 48 16 Z" fill="${w}"/>`;
      break;
    case "beach":
      g =
        `<path d="M20 48 A 28 24 0 0 1 76 48 Z" fill="${w}"/>` +
        rect(46, 48, 4, 22, w) +
        `<path d="M16 76 q 8 -6 16 0 t 16 0 t 16 0 t 16 0" ${s}/>`;
      break;
    case "mosque":
      g =
        `<path d="M26 50 A 18 18 0 0 1 62 50 Z" fill="${w}"/>` +
        rect(24, 50, 40, 24, w) +
        rect(68, 28, 8, 46, w) +
        polygon(
          [
            [68, 28],
            [72, 18],
            [76, 28],
          ],
          w,
        ) +
        rect(38, 60, 12, 14, colour);
      break;
    case "park":
      g = `<circle cx="48" cy="38" r="20" fill="${w}"/>` + rect(45, 50, 6, 24, w) + rect(22, 72, 52, 4, w);
      break;
    case "gym":
      g =
        rect(18, 38, 8, 20, w) +
        rect(26, 32, 8, 32, w) +
        rect(34, 45, 28, 6, w) +
        rect(62, 32, 8, 32, w) +
        rect(70, 38, 8, 20, w);
      break;
    case "pharmacy":
      g = `<g transform="rotate(-40 48 48)">${rect(24, 38, 48, 20, w, 'rx="10"')}${rect(48, 38, 24, 20, colour, 'rx="0" opacity="0.35"')}</g>`;
      break;
    case "bank":
      g =
        polygon(
          [
            [16, 38],
            [48, 20],
            [80, 38],
          ],
          w,
        ) +
        [24, 38, 52, 66].map((x) => rect(x, 42, 6, 24, w)).join("") +
        rect(18, 68, 60, 6, w);
      break;
  }
  return svgDoc(96, 96, rect(0, 0, 96, 96, colour, 'rx="20"') + g);
}

function grid(x: number, y: number, cols: number, rows: number, w: number, h: number, fill: string): string {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += rect(x + c * (w + 3), y + r * (h + 3), w, h, fill);
  return out;
}
