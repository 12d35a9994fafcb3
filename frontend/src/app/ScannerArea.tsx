import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '../components/admin/AdminLayout';
import { ScannerPage } from '../features/admin-scanner/pages/ScannerPage';

/**
 * The ticket scanner, in the back-office's layout but mounted on its own at `admin/scanner/*` behind
 * the staff guard (router.tsx), so organizers reach it without reaching the back-office's pages. A
 * chunk of its own (hence the default export): a scan does not wait for the back-office's code, nor
 * the back-office for the QR decoder.
 */
export default function ScannerArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<ScannerPage />} />
        <Route path="*" element={<Navigate to="/admin/scanner" replace />} />
      </Route>
    </Routes>
  );
}
