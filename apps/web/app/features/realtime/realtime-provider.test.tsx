import type { TRealtimeEvent } from "@manzil/domain/contracts";
import { act, render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeProvider, useRealtimeEvents, useRealtimeResync } from "./realtime-provider";

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it frames as the server would. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((frame: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (frame: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  frame(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const resync = (counter: { count: number }) => {
  counter.count += 1;
};

function Listener({ seen, resyncs }: { seen: TRealtimeEvent[]; resyncs: { count: number } }) {
  const status = useRealtimeEvents((event) => seen.push(event));
  useRealtimeResync(() => resync(resyncs));
  return <span data-testid="status">{status}</span>;
}

describe("the realtime provider", () => {
  // The provider imports the contracts when it opens a stream (ADR 079): loaded once here, so each
  // test waits for a settled promise, not for the module's first transform.
  beforeAll(async () => {
    await import("@manzil/domain/contracts");
  });

  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens no stream for a guest", () => {
    render(
      <RealtimeProvider signedIn={false}>
        <Listener seen={[]} resyncs={{ count: 0 }} />
      </RealtimeProvider>,
    );
    expect(FakeEventSource.made).toEqual([]);
  });

  it("hands each named event to the screens, and asks them to resync only when the stream comes back", async () => {
    const seen: TRealtimeEvent[] = [];
    const resyncs = { count: 0 };
    const view = render(
      <RealtimeProvider signedIn>
        <Listener seen={seen} resyncs={resyncs} />
      </RealtimeProvider>,
    );
    // The stream opens once the contracts chunk has loaded (ADR 079).
    await vi.waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const source = FakeEventSource.made[0]!;
    expect(source.url).toBe("/api/realtime/stream");
    act(() => source.open());
    expect(view.getByTestId("status").textContent).toBe("open");
    act(() => source.frame("read", { conversation_id: 4, reader_id: 9, up_to_id: 31 }));
    expect(seen).toEqual([{ type: "read", conversation_id: 4, reader_id: 9, up_to_id: 31 }]);
    expect(resyncs.count).toBe(0);

    // A dropped connection: EventSource reconnects by itself; the screens refetch what replay does not bring.
    act(() => source.fail(false));
    expect(view.getByTestId("status").textContent).toBe("connecting");
    act(() => source.open());
    expect(resyncs.count).toBe(1);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it("opens a new stream a while after the server refused one outright", async () => {
    render(
      <RealtimeProvider signedIn>
        <Listener seen={[]} resyncs={{ count: 0 }} />
      </RealtimeProvider>,
    );
    await vi.waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => FakeEventSource.made[0]!.fail(true));
    await act(async () => {});
    expect(FakeEventSource.made).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(FakeEventSource.made).toHaveLength(2);
  });
});
