/**
 * A camera for jsdom, which has none: getUserMedia answers a stream whose track records `stop`, and the
 * <video> elements claim to show a 640×480 picture so frames are read.
 */
export interface FakeCamera {
  mediaDevices: { getUserMedia: jest.Mock<Promise<MediaStream>, [MediaStreamConstraints?]> };
  /** The tracks handed out so far; a released camera has every one stopped. */
  tracks: { stop: jest.Mock }[];
  /** Whether any handed-out track is still running. */
  isRunning: () => boolean;
}

export function fakeCamera(): FakeCamera {
  const tracks: { stop: jest.Mock; stopped: boolean }[] = [];
  const getUserMedia = jest.fn((_constraints?: MediaStreamConstraints) => {
    const track = {
      stopped: false,
      stop: jest.fn(() => {
        track.stopped = true;
      }),
    };
    tracks.push(track);
    return Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream);
  });
  return { mediaDevices: { getUserMedia }, tracks, isRunning: () => tracks.some((track) => !track.stopped) };
}

/** Lets <video> play and report a picture; undone by jest.restoreAllMocks(). */
export function fakeVideoPicture(): void {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
}

/** Makes the page hidden or shown, the way a phone locking or a tab switch does. */
export function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Puts the page back to visible without telling anyone (for afterEach). */
export function resetPageVisibility(): void {
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(document, 'visibilityState');
}
