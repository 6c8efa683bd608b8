import { EventEmitter } from "node:events";
import type { TRealtimeEvent } from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * What travels between instances for one member (ADR 061). Chat events are language-free, so they travel as the
 * member's own contract event (`is_mine` already theirs). A notice travels as its id only: each stream words it in
 * its own request's language when it arrives.
 */
export type HubEvent =
  Exclude<TRealtimeEvent, { type: "notification" }> | { type: "notification"; notice_id: number };

export type HubListener = (event: HubEvent) => void;

export interface RealtimeHub {
  /** Hands `event` to every stream of `userId`, on any instance. */
  publish(userId: number, event: HubEvent): Promise<void>;
  /** Resolves once events for `userId` will reach `listener`; the answer stops them. */
  subscribe(userId: number, listener: HubListener): Promise<() => void>;
  /** Calls `listener` whenever events may have been lost (the hub's connection came back after a break). */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: an EventEmitter keyed by member. */
export function createLocalHub(): RealtimeHub {
  const emitter = new EventEmitter();
  // One listener per open stream: many members, each with a few tabs.
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event) {
      emitter.emit(String(userId), event);
    },
    async subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => void emitter.off(String(userId), listener);
    },
    // Nothing between publisher and listener can break.
    onGap() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances: Redis pub/sub, one channel per member (`<prefix>realtime:<userId>`), so an instance only
 * receives the events of members streaming from it. Publishing goes through the shared connection; receiving needs
 * its own, since a subscribed connection can run no other command. Every event goes through Redis, also when the
 * member streams from the publishing instance: one path, one order.
 */
export function createRedisHub(deps: {
  publisher: Redis;
  subscriber: Redis;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): RealtimeHub {
  const { publisher, subscriber, log } = deps;
  const channels = new Map<string, { listeners: Set<HubListener>; ready: Promise<unknown> }>();
  const channelOf = (userId: number) => `${deps.keyPrefix}realtime:${userId}`;

  // Whatever was published while the subscriber was reconnecting never reaches it (ioredis subscribes again, but
  // pub/sub keeps nothing): the streams are told, so their clients reconnect and replay from the database.
  const gapListeners: (() => void)[] = [];
  let wasReady = false;
  subscriber.on("ready", () => {
    if (wasReady) for (const listener of gapListeners) listener();
    wasReady = true;
  });

  subscriber.on("message", (channel: string, text: string) => {
    const entry = channels.get(channel);
    if (!entry) return;
    let event: HubEvent;
    try {
      event = JSON.parse(text) as HubEvent;
    } catch (error) {
      log.warn({ err: error, channel }, "an unreadable realtime event was skipped");
      return;
    }
    for (const listener of entry.listeners) listener(event);
  });

  function release(channel: string, entry: { listeners: Set<HubListener> }) {
    if (entry.listeners.size > 0 || channels.get(channel) !== entry) return;
    channels.delete(channel);
    // Commands run in order on the connection: a later SUBSCRIBE of the same channel still wins.
    subscriber.unsubscribe(channel).catch((error: unknown) => {
      log.warn({ err: error, channel }, "could not unsubscribe a realtime channel");
    });
  }

  return {
    async publish(userId, event) {
      await publisher.publish(channelOf(userId), JSON.stringify(event));
    },
    async subscribe(userId, listener) {
      const channel = channelOf(userId);
      let entry = channels.get(channel);
      if (!entry) {
        entry = { listeners: new Set(), ready: subscriber.subscribe(channel) };
        channels.set(channel, entry);
      }
      const joined = entry;
      joined.listeners.add(listener);
      try {
        await joined.ready;
      } catch (error) {
        joined.listeners.delete(listener);
        release(channel, joined);
        throw error;
      }
      return () => {
        joined.listeners.delete(listener);
        release(channel, joined);
      };
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    async close() {
      channels.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
