import { REALTIME_EVENT_TYPES, REALTIME_STREAM_PATH, type TRealtimeEvent } from "@manzil/domain/contracts";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { apiUrl } from "../../lib/api/browser-api";

type Handler = (event: TRealtimeEvent) => void;
export type RealtimeStatus = "off" | "connecting" | "open";

type RealtimeContextValue = {
  subscribe: (handler: Handler) => () => void;
  status: RealtimeStatus;
};

const RealtimeContext = createContext<RealtimeContextValue>({ subscribe: () => () => {}, status: "off" });

/**
 * One Server-Sent Events stream per signed-in tab (ADR 061). EventSource reconnects by itself and sends the last
 * frame's id back, so the API replays whatever was missed; screens only subscribe to the events they show.
 */
export function RealtimeProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const handlers = useRef(new Set<Handler>());
  const [status, setStatus] = useState<RealtimeStatus>(signedIn ? "connecting" : "off");
  const [value] = useState<Omit<RealtimeContextValue, "status">>(() => ({
    subscribe(handler) {
      handlers.current.add(handler);
      return () => handlers.current.delete(handler);
    },
  }));

  useEffect(() => {
    if (!signedIn || typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl(REALTIME_STREAM_PATH), { withCredentials: true });
    source.onopen = () => setStatus("open");
    source.onerror = () => setStatus(source.readyState === EventSource.CLOSED ? "off" : "connecting");
    const dispatch = (frame: MessageEvent<string>) => {
      let event: TRealtimeEvent;
      try {
        event = { ...JSON.parse(frame.data), type: frame.type } as TRealtimeEvent;
      } catch {
        return;
      }
      for (const handler of handlers.current) handler(event);
    };
    for (const type of REALTIME_EVENT_TYPES) source.addEventListener(type, dispatch);
    return () => {
      source.close();
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
