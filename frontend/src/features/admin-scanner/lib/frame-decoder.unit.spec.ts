import jsQR from 'jsqr';
import { createFrameDecoder, type BarcodeDetectorConstructor } from './frame-decoder';

jest.mock('jsqr', () => ({ __esModule: true, default: jest.fn() }));

function video(width = 1920, height = 1080): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperty(element, 'videoWidth', { value: width });
  Object.defineProperty(element, 'videoHeight', { value: height });
  return element;
}

/** A BarcodeDetector that sees `codes` and knows `formats`. */
function installBarcodeDetector(formats: string[], codes: string[]) {
  const detect = jest.fn(() => Promise.resolve(codes.map((rawValue) => ({ rawValue }))));
  const constructed: unknown[] = [];
  const Detector = jest.fn(function (this: object, options?: unknown) {
    constructed.push(options);
    return { detect };
  }) as unknown as BarcodeDetectorConstructor;
  Detector.getSupportedFormats = () => Promise.resolve(formats);
  Object.assign(globalThis, { BarcodeDetector: Detector });
  return { detect, constructed };
}

describe('createFrameDecoder', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'BarcodeDetector');
    jest.restoreAllMocks();
    jest.mocked(jsQR).mockReset();
  });

  it("uses the browser's BarcodeDetector for QR codes where it has one", async () => {
    const { detect, constructed } = installBarcodeDetector(['ean_13', 'qr_code'], ['ABCD-2345']);
    const decoder = await createFrameDecoder();
    const frame = video();
    await expect(decoder.decode(frame)).resolves.toEqual(['ABCD-2345']);
    expect(detect).toHaveBeenCalledWith(frame);
    expect(constructed).toEqual([{ formats: ['qr_code'] }]);
    expect(jsQR).not.toHaveBeenCalled();
  });

  describe('falls back to jsQR on a canvas', () => {
    function fakeCanvas() {
      const pixels = new Uint8ClampedArray(4);
      const context = {
        drawImage: jest.fn(),
        getImageData: jest.fn(() => ({ data: pixels })),
      };
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue(context as unknown as CanvasRenderingContext2D);
      return { context, pixels };
    }

    it.each([
      ['without a BarcodeDetector', () => undefined],
      ['when the BarcodeDetector cannot read QR codes', () => installBarcodeDetector(['ean_13'], ['NOPE'])],
    ])('%s', async (_when, install) => {
      install();
      const { context, pixels } = fakeCanvas();
      jest.mocked(jsQR).mockReturnValue({ data: 'abcd-2345' } as ReturnType<typeof jsQR>);
      const decoder = await createFrameDecoder();
      const frame = video();
      await expect(decoder.decode(frame)).resolves.toEqual(['abcd-2345']);
      // A 1920×1080 frame is read at 800×450.
      expect(context.drawImage).toHaveBeenCalledWith(frame, 0, 0, 800, 450);
      expect(jsQR).toHaveBeenCalledWith(pixels, 800, 450, { inversionAttempts: 'dontInvert' });
    });

    it('and finds nothing in a frame without a code', async () => {
      fakeCanvas();
      jest.mocked(jsQR).mockReturnValue(null);
      const decoder = await createFrameDecoder();
      await expect(decoder.decode(video(640, 480))).resolves.toEqual([]);
      expect(jsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 480, expect.anything());
    });

    it('and refuses where there is no canvas to read frames with', async () => {
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      await expect(createFrameDecoder()).rejects.toThrow();
    });
  });
});
