import { act, render, screen } from '@testing-library/react';
import type { FrameDecoder } from '../lib/frame-decoder';
import {
  fakeCamera,
  fakeVideoPicture,
  resetPageVisibility,
  setPageHidden,
  type FakeCamera,
} from '../testing/fake-camera';
import { useCameraScanner, type CameraScannerOptions } from './use-camera-scanner';

/** What the camera sees: each frame read shows the codes currently in `view`. */
function fakeDecoder() {
  const view = { codes: [] as string[] };
  const decoder: FrameDecoder = { decode: jest.fn(() => Promise.resolve([...view.codes])) };
  return { view, decoder, createDecoder: jest.fn(() => Promise.resolve(decoder)) };
}

function Harness(options: CameraScannerOptions) {
  const { videoRef, status, start, stop } = useCameraScanner(options);
  return (
    <div>
      <video ref={videoRef} muted />
      <p data-testid="status">{status}</p>
      <button type="button" onClick={start}>
        start
      </button>
      <button type="button" onClick={stop}>
        stop
      </button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;

/** Lets time pass in frames, running what the camera and the decoder do in between. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function click(name: string) {
  await act(async () => {
    screen.getByRole('button', { name }).click();
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('useCameraScanner', () => {
  let camera: FakeCamera;
  let onCode: jest.Mock;
  let scene: ReturnType<typeof fakeDecoder>;

  beforeEach(() => {
    jest.useFakeTimers();
    fakeVideoPicture();
    camera = fakeCamera();
    onCode = jest.fn();
    scene = fakeDecoder();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    resetPageVisibility();
  });

  function renderScanner(overrides: Partial<CameraScannerOptions> = {}) {
    return render(
      <Harness
        onCode={onCode}
        mediaDevices={camera.mediaDevices}
        createDecoder={scene.createDecoder}
        frameIntervalMs={200}
        {...overrides}
      />,
    );
  }

  it('asks for the back camera, without sound, only when started', async () => {
    const { container } = renderScanner();
    expect(status()).toBe('off');
    expect(camera.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    await click('start');
    expect(status()).toBe('on');
    expect(camera.mediaDevices.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
    expect(container.querySelector('video')).toHaveProperty('srcObject', expect.anything());
  });

  it('reports a code held in view once, normalised, and again only after 3 s out of view', async () => {
    renderScanner();
    await click('start');
    scene.view.codes = ['abcd-2345'];
    await advance(2000);
    expect(onCode.mock.calls).toEqual([['ABCD2345']]);

    // Still in view long after: the same ticket is not checked again.
    await advance(5000);
    expect(onCode).toHaveBeenCalledTimes(1);

    // Out of view for two seconds (a hand passing in front): still the same read.
    scene.view.codes = [];
    await advance(2000);
    scene.view.codes = ['ABCD2345'];
    await advance(400);
    expect(onCode).toHaveBeenCalledTimes(1);

    // Out of view for four: shown again on purpose.
    scene.view.codes = [];
    await advance(4000);
    scene.view.codes = ['ABCD2345'];
    await advance(400);
    expect(onCode).toHaveBeenCalledTimes(2);
  });

  it('reports two tickets shown in turn, each once', async () => {
    renderScanner();
    await click('start');
    scene.view.codes = ['AAAA'];
    await advance(400);
    scene.view.codes = ['BBBB'];
    await advance(400);
    scene.view.codes = ['AAAA'];
    await advance(400);
    expect(onCode.mock.calls).toEqual([['AAAA'], ['BBBB']]);
  });

  it('reads a frame every interval, and none before the video shows a picture', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(0);
    renderScanner();
    await click('start');
    await advance(1000);
    expect(scene.decoder.decode).not.toHaveBeenCalled();

    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    await advance(1000);
    expect(jest.mocked(scene.decoder.decode).mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(jest.mocked(scene.decoder.decode).mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('keeps reading after a frame fails to decode', async () => {
    renderScanner();
    await click('start');
    jest.mocked(scene.decoder.decode).mockRejectedValueOnce(new Error('bad frame'));
    scene.view.codes = ['CCCC'];
    await advance(600);
    expect(onCode).toHaveBeenCalledWith('CCCC');
  });

  it('releases the camera and stops reading on stop', async () => {
    renderScanner();
    await click('start');
    await click('stop');
    expect(status()).toBe('off');
    expect(camera.isRunning()).toBe(false);
    scene.view.codes = ['DDDD'];
    const reads = jest.mocked(scene.decoder.decode).mock.calls.length;
    await advance(1000);
    expect(scene.decoder.decode).toHaveBeenCalledTimes(reads);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('releases the camera when the component goes away', async () => {
    const { unmount } = renderScanner();
    await click('start');
    expect(camera.isRunning()).toBe(true);
    unmount();
    expect(camera.isRunning()).toBe(false);
  });

  it('releases the camera while the page is hidden and takes it back when shown', async () => {
    renderScanner();
    await click('start');
    act(() => {
      setPageHidden(true);
    });
    expect(camera.isRunning()).toBe(false);
    expect(status()).toBe('off');

    await act(async () => {
      setPageHidden(false);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(status()).toBe('on');
    expect(camera.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.isRunning()).toBe(true);
  });

  it('does not take the camera back on showing the page if it was stopped by hand', async () => {
    renderScanner();
    await click('start');
    await click('stop');
    act(() => {
      setPageHidden(true);
    });
    act(() => {
      setPageHidden(false);
    });
    expect(status()).toBe('off');
    expect(camera.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('releases a camera that arrives after stop was pressed during the permission prompt', async () => {
    let grant!: (stream: MediaStream) => void;
    const track = { stop: jest.fn() };
    camera.mediaDevices.getUserMedia.mockReturnValueOnce(
      new Promise((resolve) => {
        grant = resolve;
      }),
    );
    renderScanner();
    await click('start');
    expect(status()).toBe('starting');
    await click('stop');
    await act(async () => {
      grant({ getTracks: () => [track] } as unknown as MediaStream);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(track.stop).toHaveBeenCalled();
    expect(status()).toBe('off');
  });

  it('is unavailable where the browser has no camera API', () => {
    renderScanner({ mediaDevices: undefined });
    expect(status()).toBe('unavailable');
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
    ['NotReadableError', 'failed'],
  ])('reads a %s from the camera as %s', async (name, expected) => {
    camera.mediaDevices.getUserMedia.mockRejectedValueOnce(new DOMException('no', name));
    renderScanner();
    await click('start');
    expect(status()).toBe(expected);
  });

  it('fails, releasing the camera, when frames cannot be read at all', async () => {
    renderScanner({ createDecoder: () => Promise.reject(new Error('no canvas')) });
    await click('start');
    expect(status()).toBe('failed');
    expect(camera.isRunning()).toBe(false);
  });
});
