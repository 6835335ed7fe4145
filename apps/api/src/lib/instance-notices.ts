/**
 * Messages between the server instances that share one PostgreSQL database, sent by the cache
 * plugin (plugins/cache.ts) and heard by whoever keeps copies in memory (the session store).
 */
export type InstanceNotices = {
  /** Tells every other instance `message` (this one does not hear it). */
  send(message: string): Promise<void>;
  /** Calls `handler` with each message from another instance. */
  subscribe(handler: (message: string) => void): void;
};
