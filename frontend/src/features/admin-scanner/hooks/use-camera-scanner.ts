import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createFrameDecoder, hasFrame, type FrameDecoder } from '../lib/frame-decoder';
import { createRepeatFilter, REPEAT_WINDOW_MS } from '../lib/repeat-filter';
import { normalizeTicketCode } from '../lib/ticket-code';

/**
 * off: ready to start; starting: waiting for the camera (and the permission prompt); on: reading;
 * unavailable: no camera here (none attached, an insecure page, an old browser); denied: the person or
 * the browser refused permission; failed: anything else (the camera is busy, frames cannot be read).
 */
type CameraStatus = 'off' | 'starting' | 'on' | 'unavailable' | 'denied' | 'failed';

export interface CameraScannerOptions {
  /** Each new code read, already normalised; a code still in view is reported only once. */
  onCode: (code: string) => void;
  /** Defaults to the browser's; absent where there is no camera API at all. */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | undefined;
  createDecoder?: () => Promise<FrameDecoder>;
  /** Pause between two frames read; jsQR on a phone needs a good part of it. */
  frameIntervalMs?: number;
  repeatWindowMs?: number;
}

export interface CameraScanner {
  /** For the <video> that shows the picture; the hook gives it the camera's stream. */
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  start: () => void;
  stop: () => void;
}

/** The back camera where there is one (a phone), any camera otherwise (a laptop). */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

const FRAME_INTERVAL_MS = 200;

function browserMediaDevices(): Pick<MediaDevices, 'getUserMedia'> | undefined {
  // Undefined on pages that are not a secure context (plain http) and in old browsers.
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return typeof devices?.getUserMedia === 'function' ? devices : undefined;
}

function statusFor(error: unknown): CameraStatus {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'unavailable';
  }
  return 'failed';
}

interface Run {
  cancelled: boolean;
  stream?: MediaStream;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The camera as a QR reader: asks for the camera, shows it in `videoRef`'s element and reads a frame
 * every `frameIntervalMs`, reporting each new code to `onCode`. The camera is released on `stop`, when
 * the component unmounts, and while the page is hidden (another tab, the phone locked); it comes back
 * by itself when the page is shown again.
 */
export function useCameraScanner({
  onCode,
  mediaDevices = browserMediaDevices(),
  createDecoder = createFrameDecoder,
  frameIntervalMs = FRAME_INTERVAL_MS,
  repeatWindowMs = REPEAT_WINDOW_MS,
}: CameraScannerOptions): CameraScanner {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>(mediaDevices ? 'off' : 'unavailable');
  const run = useRef<Run | null>(null);
  const resumeWhenShown = useRef(false);
  // The latest callbacks and settings, read when a frame is decoded, so the loop never restarts for them.
  const latest = useRef({ onCode, mediaDevices, createDecoder, frameIntervalMs });
  useEffect(() => {
    latest.current = { onCode, mediaDevices, createDecoder, frameIntervalMs };
  });
  const [isFresh] = useState(() => createRepeatFilter(repeatWindowMs));

  const release = useCallback(() => {
    const current = run.current;
    run.current = null;
    if (!current) return false;
    current.cancelled = true;
    clearTimeout(current.timer);
    current.stream?.getTracks().forEach((track) => {
      track.stop();
    });
    if (videoRef.current) videoRef.current.srcObject = null;
    return true;
  }, []);

  const start = useCallback(() => {
    if (run.current) return;
    const { mediaDevices: devices, createDecoder: decoderFor } = latest.current;
    if (!devices) {
      setStatus('unavailable');
      return;
    }
    const current: Run = { cancelled: false };
    run.current = current;
    setStatus('starting');

    const readFrame = async (video: HTMLVideoElement, decoder: FrameDecoder) => {
      try {
        const codes = hasFrame(video) ? await decoder.decode(video) : [];
        for (const raw of codes) {
          const code = normalizeTicketCode(raw);
          if (current.cancelled || code === '') continue;
          if (isFresh(code, Date.now())) latest.current.onCode(code);
        }
      } catch {
        // A frame that cannot be read is skipped; the next one usually can.
      }
      if (!current.cancelled) {
        current.timer = setTimeout(() => void readFrame(video, decoder), latest.current.frameIntervalMs);
      }
    };

    const open = async () => {
      try {
        const stream = await devices.getUserMedia(CONSTRAINTS);
        current.stream = stream;
        // Stopped while the permission prompt was open: release the camera at once.
        if (current.cancelled) {
          stream.getTracks().forEach((track) => {
            track.stop();
          });
          return;
        }
        const video = videoRef.current;
        if (!video) throw new Error('No video element to show the camera in');
        video.srcObject = stream;
        const decoder = await decoderFor();
        await video.play();
        if (current.cancelled) return;
        setStatus('on');
        void readFrame(video, decoder);
      } catch (error) {
        if (current.cancelled) return;
        release();
        setStatus(statusFor(error));
      }
    };
    void open();
  }, [isFresh, release]);

  const stop = useCallback(() => {
    resumeWhenShown.current = false;
    if (release()) setStatus('off');
  }, [release]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.hidden) {
        if (release()) {
          resumeWhenShown.current = true;
          setStatus('off');
        }
      } else if (resumeWhenShown.current) {
        resumeWhenShown.current = false;
        start();
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      release();
    };
  }, [release, start]);

  return { videoRef, status, start, stop };
}
