/**
 * The tests' Request comes from Node, which cannot read the page's (jsdom) FormData and sends it as
 * "[object FormData]". This keeps each multipart body as the page built it, so a spec can check what an
 * upload would send. Call inside a `describe`; it restores the Request after it.
 */
export function recordFormBodies(): (request: Request) => FormData | undefined {
  const sent = new WeakMap<Request, FormData>();
  let original: typeof Request;
  beforeAll(() => {
    original = globalThis.Request;
    globalThis.Request = class RecordingRequest extends original {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        if (init?.body instanceof FormData) sent.set(this, init.body);
      }
    };
  });
  afterAll(() => {
    globalThis.Request = original;
  });
  return (request) => sent.get(request);
}
