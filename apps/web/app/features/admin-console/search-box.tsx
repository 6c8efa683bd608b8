import { useEffect, useRef, useState, type FormEvent } from "react";
import { Input } from "../../components/ui/input";

/** How long the search box waits after the last key before the URL (and the list) follows it. */
const SEARCH_DELAY_MS = 350;

/**
 * The search text follows the URL after a short pause in typing (or at once on Enter), so a search can be
 * shared and reloaded. Re-keyed on the URL's `q`, so going back shows that search again.
 */
export function SearchBox({
  initial,
  label,
  placeholder,
  onSearch,
}: {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === initial.trim()) return;
    const timer = setTimeout(() => search.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== initial.trim()) onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="col-span-2">
      <Input
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        dir="auto"
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
