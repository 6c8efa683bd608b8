import type { TAdminArticle, TAdminArticleBody } from "@manzil/domain/contracts";

export const ARTICLES_KEY = "admin/articles";
export const FAQS_KEY = "admin/faqs";
export const PAGES_KEY = "admin/pages";
export const ARTICLES_PAGE_SIZE = 20;

export const articleHref = (id: number | "new") => `/admin/articles/${id}`;

/** The list as the URL holds it: `?q=cairo&page=2`. */
export function articlesViewOf(params: URLSearchParams): { q: string; page: number } {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function articlesHref(view: { q: string; page: number }): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/articles${search ? `?${search}` : ""}`;
}

/** A slug suggested from the English title: what the API accepts (a-z, 0-9, single hyphens). */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** What the article form holds: everything as typed. */
export type ArticleDraft = {
  slug: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  category_id: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
};

export const emptyArticle: ArticleDraft = {
  slug: "",
  title: "",
  title_ar: "",
  description: "",
  description_ar: "",
  category_id: "",
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
};

export function articleDraftOf(article: TAdminArticle): ArticleDraft {
  return {
    slug: article.slug,
    title: article.title,
    title_ar: article.title_ar,
    description: article.description,
    description_ar: article.description_ar,
    category_id: article.category_id === null ? "" : String(article.category_id),
    meta_title: article.meta_title,
    meta_description: article.meta_description,
    meta_keywords: article.meta_keywords,
  };
}

export function articleBodyOf(draft: ArticleDraft): TAdminArticleBody {
  return { ...draft, category_id: draft.category_id === "" ? null : Number(draft.category_id) };
}

/** The toolbar's formats: each wraps the selected text in the markup the allow-list keeps. */
export const FORMATS = ["bold", "italic", "heading", "list", "link", "quote"] as const;
export type Format = (typeof FORMATS)[number];

export type Edit = { value: string; selectionStart: number; selectionEnd: number };

const WRAPS: Record<Exclude<Format, "list" | "link">, [string, string]> = {
  bold: ["<strong>", "</strong>"],
  italic: ["<em>", "</em>"],
  heading: ["<h2>", "</h2>"],
  quote: ["<blockquote>", "</blockquote>"],
};

/**
 * Applies a format to the textarea's selection. The result selects what the admin most likely types next: the
 * wrapped text, or for a link its address (`https://`), to be typed over.
 */
export function applyFormat(edit: Edit, format: Format): Edit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const selected = value.slice(start, end);
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (format === "list") {
    const lines = selected.split("\n").filter((line) => line.trim() !== "");
    const items = (lines.length > 0 ? lines : [""]).map((line) => `  <li>${line.trim()}</li>`).join("\n");
    const markup = `<ul>\n${items}\n</ul>`;
    const cursor = before.length + markup.length;
    return { value: before + markup + after, selectionStart: cursor, selectionEnd: cursor };
  }
  if (format === "link") {
    const address = "https://";
    const open = `<a href="${address}">`;
    const markup = `${open}${selected}</a>`;
    const at = before.length + '<a href="'.length;
    return { value: before + markup + after, selectionStart: at, selectionEnd: at + address.length };
  }
  const [open, close] = WRAPS[format];
  return {
    value: before + open + selected + close + after,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
  };
}
