/**
 * Reading QR codes from the camera's picture: the browser's own BarcodeDetector where it has one that
 * knows QR codes (Chrome on Android, Safari 17+), otherwise jsQR on a canvas copy of the frame, loaded
 * only then so browsers with a detector never download it.
 */

/** Reads the codes visible in the video's current frame. */
export interface FrameDecoder {
  decode(video: HTMLVideoElement): Promise<string[]>;
}

// The Shape Detection API is not in TypeScript's DOM library yet.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
export interface BarcodeDetectorConstructor {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

/** jsQR reads a few hundred pixels as well as a full-resolution frame, and much faster. */
const MAX_FRAME_SIDE = 800;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

// Some browsers ship the class without any format (desktop Chrome on Linux).
async function readsQrCodes(detector: BarcodeDetectorConstructor): Promise<boolean> {
  if (!detector.getSupportedFormats) return true;
  try {
    return (await detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/** Whether the video shows a picture yet (HAVE_CURRENT_DATA or better); before that there is nothing to read. */
export function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0;
}

async function canvasDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read camera frames with');
  return {
    decode: (video) => {
      const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: 'dontInvert',
      });
      return Promise.resolve(code ? [code.data] : []);
    },
  };
}

/** The best decoder this browser offers. Rejects when it can read no frames at all. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const Detector = barcodeDetector();
  if (Detector && (await readsQrCodes(Detector))) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      decode: async (video) => (await detector.detect(video)).map((barcode) => barcode.rawValue),
    };
  }
  return canvasDecoder();
}
