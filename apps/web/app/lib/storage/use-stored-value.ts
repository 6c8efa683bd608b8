import { useCallback, useSyncExternalStore } from "react";
import { readStorage, writeStorage, type StorageKey } from "./local-storage";

// Same-tab writes do not fire "storage" events, so writers announce them on this one.
const LOCAL_CHANGE = "manzil:storage";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(LOCAL_CHANGE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(LOCAL_CHANGE, onChange);
  };
}

/**
 * A localStorage entry as React state, shared by every component and tab that reads it. The server
 * (and the hydrating first render) sees `serverValue`, since it cannot read the browser's storage;
 * React switches to the stored value right after hydration, so the two renders never mismatch.
 */
export function useStoredValue(
  key: StorageKey,
  serverValue: string | null,
): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => serverValue,
  );
  const setValue = useCallback(
    (next: string) => {
      writeStorage(key, next);
      window.dispatchEvent(new Event(LOCAL_CHANGE));
    },
    [key],
  );
  return [value, setValue];
}
