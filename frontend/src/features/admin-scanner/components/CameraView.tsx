import { useTranslation } from 'react-i18next';
import type { CameraScanner } from '../hooks/use-camera-scanner';
import './CameraView.css';

/**
 * The camera's picture, as large as the screen allows, with its Start/Stop button. Where there is no
 * camera it shrinks to a note pointing at the typed code.
 */
export function CameraView({ camera }: { camera: CameraScanner }) {
  const { t } = useTranslation();
  const { status, videoRef, start, stop } = camera;
  const running = status === 'on' || status === 'starting';
  return (
    <section className="scanner-camera" aria-labelledby="scanner-camera-title">
      <h2 id="scanner-camera-title" className="visually-hidden">
        {t('scanner.camera.heading')}
      </h2>
      <div className="scanner-camera__frame" data-status={status}>
        {/* A live picture has nothing to caption; it is muted and carries no sound. */}
        <video
          ref={videoRef}
          className="scanner-camera__video"
          aria-label={t('scanner.camera.view')}
          hidden={status !== 'on'}
          muted
          playsInline
          autoPlay
        />
        {status === 'on' ? (
          <>
            <span className="scanner-camera__aim" aria-hidden="true" />
            <p className="scanner-camera__hint">{t('scanner.camera.aim')}</p>
          </>
        ) : (
          <p className="scanner-camera__note" aria-live="polite">
            {t(`scanner.camera.${status}`)}
          </p>
        )}
      </div>
      {status !== 'unavailable' && (
        <button
          type="button"
          className={`button button--large button--block scanner-camera__toggle${running ? ' button--secondary' : ''}`}
          onClick={running ? stop : start}
        >
          {running ? t('scanner.camera.stop') : t('scanner.camera.start')}
        </button>
      )}
    </section>
  );
}
