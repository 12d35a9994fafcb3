import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch } from '../../test/http';
import { baseApi } from '../api';
import { isRecordedWrite } from './recorded-write';
import { READ_AFTER_WRITE_MS, lagDeadline } from './written-position-slice';

/** A write and a read of the one API, as any feature adds them. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readThing: build.query<unknown, string>({ query: (id) => `things/${id}` }),
    writeThing: build.mutation<unknown, void>({ query: () => ({ url: 'things', method: 'POST' }) }),
  }),
});

/** The backend's answer to a write recorded but not yet readable (RecordedNotYetReadable). */
function recorded(id: string, position: string): Response {
  return new Response(JSON.stringify({ statusCode: 202, message: 'Išsaugota', errors: [], id, position }), {
    status: 202,
    headers: { 'content-type': 'application/json', 'X-Min-Position': position, 'X-Read-Position-Reached': 'false' },
  });
}

function readAnswer(reached?: boolean): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (reached !== undefined) headers['X-Read-Position-Reached'] = String(reached);
  return new Response(JSON.stringify({ id: 'thing' }), { status: 200, headers });
}

/**
 * Serves the writes' answers in turn, reads with `read`; records the `X-Min-Position` of each read.
 */
function serve(writes: Response[], read: () => Response = () => readAnswer()) {
  const minPositions: (string | null)[] = [];
  mockFetch((request) => {
    if (request.method === 'GET') {
      minPositions.push(request.headers.get('x-min-position'));
      return read();
    }
    return writes.shift() ?? jsonResponse({});
  });
  return minPositions;
}

async function readOnce(store: ReturnType<typeof makeStore>, id = 'a') {
  const read = store.dispatch(testApi.endpoints.readThing.initiate(id, { forceRefetch: true }));
  await read;
  read.unsubscribe();
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('read-your-writes', () => {
  it('sends nothing before any write', async () => {
    const minPositions = serve([]);
    await readOnce(makeStore());
    expect(minPositions).toEqual([null]);
  });

  it('answers a 202 recorded write as saved, with its id, and the next read waits for its position', async () => {
    const minPositions = serve([recorded('evt-9', '4821')]);
    const store = makeStore();

    const answer = await store.dispatch(testApi.endpoints.writeThing.initiate()).unwrap();

    expect(isRecordedWrite(answer)).toBe(true);
    expect(answer).toMatchObject({ id: 'evt-9', position: '4821' });
    expect(lagDeadline(store.getState())).not.toBeNull();
    await readOnce(store);
    expect(minPositions).toEqual(['4821']);
  });

  it('remembers the position in a command’s answer and keeps the furthest of several writes', async () => {
    const minPositions = serve([jsonResponse({ position: '900' }), jsonResponse({ position: '120' }, 202)]);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    await readOnce(store);
    expect(minPositions).toEqual(['900']);
    expect(lagDeadline(store.getState())).toBeNull();
  });

  it('stops sending it once a read says the read models have reached it', async () => {
    const minPositions = serve([recorded('evt-9', '4821')], () => readAnswer(true));
    const store = makeStore();
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    await readOnce(store, 'a');
    await readOnce(store, 'b');
    expect(minPositions).toEqual(['4821', null]);
    expect(lagDeadline(store.getState())).toBeNull();
  });

  it('keeps sending it, and says the reads lag, while a read comes back without it', async () => {
    const minPositions = serve([jsonResponse({ position: '77' })], () => readAnswer(false));
    const store = makeStore();
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    await readOnce(store, 'a');
    expect(lagDeadline(store.getState())).not.toBeNull();
    await readOnce(store, 'b');
    expect(minPositions).toEqual(['77', '77']);
  });

  it('gives up waiting a short while after the write', async () => {
    const minPositions = serve([recorded('evt-9', '4821')], () => readAnswer(false));
    const store = makeStore();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    expect(lagDeadline(store.getState())).toBe(1_000_000 + READ_AFTER_WRITE_MS);
    clock.mockReturnValue(1_000_000 + READ_AFTER_WRITE_MS);
    await readOnce(store);
    expect(minPositions).toEqual([null]);
    expect(lagDeadline(store.getState())).toBeNull();
  });

  it('remembers nothing from a refused write', async () => {
    const minPositions = serve([jsonResponse({ statusCode: 409, message: 'Jau yra', errors: [], position: '5' }, 409)]);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    await readOnce(store);
    expect(minPositions).toEqual([null]);
  });

  it('adds the position to headers a read sets itself', async () => {
    const headersSeen: (string | null)[] = [];
    mockFetch((request) => {
      if (request.method !== 'GET') return jsonResponse({ position: '31' });
      headersSeen.push(request.headers.get('x-min-position'), request.headers.get('x-own'));
      return readAnswer();
    });
    const store = makeStore();
    await store.dispatch(testApi.endpoints.writeThing.initiate());
    const ownHeaders = baseApi.injectEndpoints({
      endpoints: (build) => ({
        readWithHeaders: build.query<unknown, void>({
          query: () => ({ url: 'things/x', headers: { 'X-Own': 'yes' } }),
        }),
      }),
    });
    await store.dispatch(ownHeaders.endpoints.readWithHeaders.initiate());
    expect(headersSeen).toEqual(['31', 'yes']);
  });
});
