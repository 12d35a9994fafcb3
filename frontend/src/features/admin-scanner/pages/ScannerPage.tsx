import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { useVerifyTicketMutation } from '../api/scanner-api';
import { CameraView } from '../components/CameraView';
import { ManualCodeForm } from '../components/ManualCodeForm';
import { RecentScans } from '../components/RecentScans';
import { ScanResultPanel } from '../components/ScanResultPanel';
import { useCameraScanner } from '../hooks/use-camera-scanner';
import { RECENT_SCANS, scanFailureOf, type Scan, type ScanOutcome } from '../lib/scan';
import './ScannerPage.css';

/**
 * /admin/scanner: tickets checked at the door, by camera or typed code (docs/ordering.md, POST
 * /scanner/verify). Every check is sent as it comes, so two tickets read in quick turn both get their
 * verdict; the panel shows the newest, the list the last ten.
 */
export function ScannerPage() {
  const { t } = useTranslation();
  const [verify] = useVerifyTicketMutation();
  const [scans, setScans] = useState<Scan[]>([]);
  const nextId = useRef(1);

  const check = useCallback(
    (code: string) => {
      const id = nextId.current++;
      setScans((previous) =>
        [{ id, code, scannedAt: Date.now(), outcome: { kind: 'pending' } } satisfies Scan, ...previous].slice(
          0,
          RECENT_SCANS,
        ),
      );
      const settle = (outcome: ScanOutcome) => {
        setScans((previous) => previous.map((scan) => (scan.id === id ? { ...scan, outcome } : scan)));
      };
      verify(code)
        .unwrap()
        .then(
          (response) => {
            settle({ kind: 'answered', response });
          },
          (error: unknown) => {
            settle({ kind: 'failed', failure: scanFailureOf(error) });
          },
        );
    },
    [verify],
  );

  const camera = useCameraScanner({ onCode: check });

  return (
    <div className="admin-page scanner-page">
      <AdminDocumentTitle page={t('scanner.title')} />
      <header className="admin-page__header scanner-page__header">
        <h1 className="page-title">{t('scanner.title')}</h1>
        <p className="page-subtitle">{t('scanner.intro')}</p>
      </header>
      <div className="scanner-page__layout">
        <div className="scanner-page__camera">
          <CameraView camera={camera} />
        </div>
        <div className="scanner-page__result">
          <ScanResultPanel scan={scans[0] ?? null} onRetry={check} />
        </div>
        <div className="scanner-page__manual">
          <ManualCodeForm onSubmit={check} />
        </div>
        <div className="scanner-page__recent">
          <RecentScans scans={scans} />
        </div>
      </div>
    </div>
  );
}
