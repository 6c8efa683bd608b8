import { clsx } from "clsx";
import { createElement, type ReactNode } from "react";
import { parseSafeHtml, type SafeNode } from "../safe-html";

// React names for the few attributes the sanitiser keeps.
const REACT_NAMES: Record<string, string> = { colspan: "colSpan", rowspan: "rowSpan" };

function render(nodes: SafeNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    const key = `${keyPrefix}${index}`;
    const props: Record<string, string> = { key };
    for (const [name, value] of Object.entries(node.attrs)) props[REACT_NAMES[name] ?? name] = value;
    if (node.tag === "img") props.loading = "lazy";
    return node.children.length > 0
      ? createElement(node.tag, props, ...render(node.children, `${key}.`))
      : createElement(node.tag, props);
  });
}

/** Admin-written HTML, shown through the allowed-element tree (no markup is ever injected). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={clsx("rich-text", className)}>{render(parseSafeHtml(html), "")}</div>;
}

/** Typography for rich text without a plugin: logical spacing, so Arabic mirrors by itself. */
export const richTextClasses =
  "leading-loose text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_blockquote]:my-5 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-4 [&_blockquote]:text-slate-600 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_img]:my-5 [&_img]:rounded-2xl [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-4 [&_table]:my-5 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-start [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&>*:first-child]:mt-0";
