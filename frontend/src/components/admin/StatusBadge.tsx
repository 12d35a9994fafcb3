import type { ReactNode } from 'react';
import './admin-kit.css';

/** success: done or in force; warning: waiting on someone; danger: stopped; strong: powerful; muted: ordinary. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'strong' | 'muted';

/** A short state word in a coloured pill; the word alone carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge status-badge--${tone}`}>{children}</span>;
}
