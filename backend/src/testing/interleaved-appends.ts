import type { EventStore } from '@ticketshop/projections';

/**
 * Forces a race on one stream: the first `writers` appends to it are held until all of them have
 * arrived, so each was decided on the same revision, and then let go together. Whatever the machine's
 * timing, all but one must then meet a wrong expected revision and be decided again. `attempts` counts
 * every append to the stream, retries included, so a test can show the race really happened.
 */
export function interleaveAppends(
  store: EventStore,
  streamId: string,
  writers = 2,
): { attempts: () => number; restore: () => void } {
  const original = Object.getOwnPropertyDescriptor(store, 'appendToStream');
  const append = store.appendToStream.bind(store);
  const waiting: (() => void)[] = [];
  let attempts = 0;
  store.appendToStream = async (stream, events, options) => {
    if (stream === streamId) {
      attempts += 1;
      if (attempts <= writers) {
        const arrived = new Promise<void>((resolve) => waiting.push(resolve));
        if (attempts === writers) for (const release of waiting) release();
        await arrived;
      }
    }
    return append(stream, events, options);
  };
  const restore = () => {
    if (original) Object.defineProperty(store, 'appendToStream', original);
    else delete (store as Partial<EventStore>).appendToStream;
  };
  return { attempts: () => attempts, restore };
}
