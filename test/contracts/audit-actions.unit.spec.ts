import { AUDIT_ACTIONS as RECORDED } from '@ticketshop/projections';
import { AUDIT_ACTIONS as SHOWN } from '../../frontend/src/features/admin-audit/lib/audit-actions';
import lt from '../../frontend/src/i18n/locales/admin-audit/lt.json';
import en from '../../frontend/src/i18n/locales/admin-audit/en.json';

/**
 * The front end cannot import the projections (it speaks to them over HTTP only), so it keeps its own
 * list of the audit trail's actions. This holds the two lists, and the texts of each action, together.
 */
describe('audit actions contract', () => {
  it('names exactly the actions the audit log records', () => {
    expect([...SHOWN].sort()).toEqual([...RECORDED].sort());
  });

  it.each([
    ['lt', lt],
    ['en', en],
  ])('gives every action a text in %s', (_language, texts) => {
    const actions = (texts as { actions?: Record<string, unknown> }).actions ?? {};
    const missing = RECORDED.filter((action) => typeof lookUp(actions, action) !== 'string');
    expect(missing).toEqual([]);
  });
});

/** i18next reads `order.refunded` as a nested key unless the file keeps it flat; accept either. */
function lookUp(texts: Record<string, unknown>, key: string): unknown {
  if (key in texts) return texts[key];
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}
