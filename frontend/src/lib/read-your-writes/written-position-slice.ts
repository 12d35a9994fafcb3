import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * How long after this page's last write its reads still ask for it (docs/architecture.md,
 * "Read-your-writes"). Past it a read model that still lags is shown as it is, rather than every read
 * waiting READ_WAIT_TIMEOUT_MS on the server for good.
 */
export const READ_AFTER_WRITE_MS = 60_000;

interface WrittenPositionState {
  /**
   * The furthest log position this page's own writes answered (a whole number, as a string) that no
   * read has yet been seen to include; null: none.
   */
  position: string | null;
  /** When the last write answered (ms since the epoch). */
  writtenAt: number;
  /** The read models are known to be behind it: a write said so (202) or a read came back without it. */
  lagging: boolean;
}

const initialState: WrittenPositionState = { position: null, writtenAt: 0, lagging: false };

const isLogPosition = (value: string): boolean => /^\d{1,19}$/.test(value);

export const writtenPositionSlice = createSlice({
  name: 'writtenPosition',
  initialState,
  reducers: {
    /** A write answered its log position; `readable: false` when it said its read model has not caught up (202). */
    positionWritten(state, action: PayloadAction<{ position: string; at: number; readable: boolean }>) {
      const { position, at, readable } = action.payload;
      if (!isLogPosition(position)) return;
      if (state.position === null || BigInt(position) > BigInt(state.position)) state.position = position;
      state.writtenAt = at;
      if (!readable) state.lagging = true;
    },
    /** A read sent with `position` came back; `reached` is the server's `X-Read-Position-Reached`. */
    positionRead(state, action: PayloadAction<{ position: string; reached: boolean }>) {
      const { position, reached } = action.payload;
      if (state.position === null || !isLogPosition(position)) return;
      if (reached) {
        // Every read model includes it from now on, in every shop process: no read needs to wait.
        if (BigInt(position) >= BigInt(state.position)) return initialState;
      } else if (position === state.position) {
        state.lagging = true;
      }
    },
    /** The while to wait for it has passed. */
    positionForgotten() {
      return initialState;
    },
  },
});

export const { positionWritten, positionRead, positionForgotten } = writtenPositionSlice.actions;

type WithWrittenPosition = { [writtenPositionSlice.reducerPath]?: WrittenPositionState };

function current(state: unknown): WrittenPositionState {
  return (state as WithWrittenPosition)[writtenPositionSlice.reducerPath] ?? initialState;
}

/** The position the next read should wait for, while within READ_AFTER_WRITE_MS of the write; else undefined. */
export function awaitedPosition(state: unknown, now: number): string | undefined {
  const { position, writtenAt } = current(state);
  return position !== null && now - writtenAt < READ_AFTER_WRITE_MS ? position : undefined;
}

/** Whether a remembered position has outlived READ_AFTER_WRITE_MS and should be dropped. */
export function positionExpired(state: unknown, now: number): boolean {
  const { position, writtenAt } = current(state);
  return position !== null && now - writtenAt >= READ_AFTER_WRITE_MS;
}

/** While reads lag behind this page's own write: when waiting for it ends (ms since the epoch); else null. */
export function lagDeadline(state: unknown): number | null {
  const { lagging, position, writtenAt } = current(state);
  return lagging && position !== null ? writtenAt + READ_AFTER_WRITE_MS : null;
}
