import type { TRealtimeEvent } from "@manzil/domain/contracts";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { apiUrl } from "../../lib/api/browser-api";

type Handler = (event: TRealtimeEvent) => void;
type ResyncHandler = () => void;
export type RealtimeStatus = "off" | "connecting" | "open";

type RealtimeContextValue = {
  subscribe: (handler: Handler) => () => void;
  onResync: (handler: ResyncHandler) => () => void;
  status: RealtimeStatus;
};

const RealtimeContext = createContext<RealtimeContextValue>({
  subscribe: () => () => {},
  onResync: () => () => {},
  status: "off",
});

/** After the server refused the stream outright (503 in an outage, 429), EventSource gives up; we try again. */
const REOPEN_AFTER_MS = 15_000;

/**
 * One Server-Sent Events stream per signed-in tab (ADR 061). EventSource reconnects by itself and sends the last
 * frame's id back, so the API replays the messages and notices that were missed; screens only subscribe to the
 * events they show. Deletions, read marks and blocks are not replayed, so screens that show them refetch on resync
 * (every reopening after the first).
 */
export function RealtimeProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const handlers = useRef(new Set<Handler>());
  const resyncHandlers = useRef(new Set<ResyncHandler>());
  const [status, setStatus] = useState<RealtimeStatus>(signedIn ? "connecting" : "off");
  const [value] = useState<Omit<RealtimeContextValue, "status">>(() => ({
    subscribe(handler) {
      handlers.current.add(handler);
      return () => handlers.current.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.current.add(handler);
      return () => resyncHandlers.current.delete(handler);
    },
  }));

  useEffect(() => {
    if (!signedIn || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let opened = 0;
    let stopped = false;
    const dispatch = (frame: MessageEvent<string>) => {
      let event: TRealtimeEvent;
      try {
        event = { ...JSON.parse(frame.data), type: frame.type } as TRealtimeEvent;
      } catch {
        return;
      }
      for (const handler of handlers.current) handler(event);
    };
    // The stream's path and event names come with the domain's contracts, loaded here rather than with
    // every page: a guest's page never needs them, and they bring zod along (ADR 079).
    const contracts = import("@manzil/domain/contracts");
    const open = async () => {
      const { REALTIME_EVENT_TYPES, REALTIME_STREAM_PATH } = await contracts;
      if (stopped) return;
      const current = new EventSource(apiUrl(REALTIME_STREAM_PATH), { withCredentials: true });
      source = current;
      current.onopen = () => {
        setStatus("open");
        opened += 1;
        if (opened > 1) for (const handler of resyncHandlers.current) handler();
      };
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) {
          setStatus("connecting");
          return;
        }
        setStatus("off");
        reopenTimer = setTimeout(() => void open(), REOPEN_AFTER_MS);
      };
      for (const type of REALTIME_EVENT_TYPES) current.addEventListener(type, dispatch);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
      setStatus("off");
    };
  }, [signedIn]);

  return <RealtimeContext.Provider value={{ ...value, status }}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` for every realtime event of the signed-in member (the latest handler, without resubscribing). */
export function useRealtimeEvents(handler: Handler): RealtimeStatus {
  const { subscribe, status } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
  return status;
}

/** Calls `handler` when the stream opens again after a break: refetch what the replay does not bring back. */
export function useRealtimeResync(handler: ResyncHandler): void {
  const { onResync } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onResync(() => latest.current()), [onResync]);
}
