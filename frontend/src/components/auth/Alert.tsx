import type { ReactNode } from 'react';
import './Alert.css';

interface AlertProps {
  /** An error interrupts the screen reader (role alert); a success waits its turn (role status). */
  tone: 'error' | 'success';
  children: ReactNode;
}

/** The outcome of a form's request, shown above or instead of the form. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
