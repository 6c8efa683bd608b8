import { useState } from "react";

/** The file an upload form has chosen, and whether the admin tried to send it without one. */
export function useFileForm() {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    missing,
    choose(chosen: File | null) {
      setFile(chosen);
      setMissing(false);
    },
    /** The multipart body: `fields` and the file as `file`; null (and `missing` set) when none is chosen. */
    formWith(fields: Record<string, string>): FormData | null {
      setMissing(!file);
      if (!file) return null;
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("file", file);
      return form;
    },
  };
}
