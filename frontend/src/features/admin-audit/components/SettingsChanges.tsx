import { useTranslation } from 'react-i18next';

type Change = { field: string; from: string; to: string } | { field: string; secret: string };

/**
 * A settings entry's details, `field.from` and `field.to` for each field changed and `field` alone for a
 * secret, back into one change per field, in the order the event named them.
 */
function changesOf(details: Record<string, string>): Change[] {
  const changes = new Map<string, Change>();
  for (const [key, value] of Object.entries(details)) {
    const plain = /^(.+)\.(from|to)$/.exec(key);
    if (!plain) {
      changes.set(key, { field: key, secret: value });
      continue;
    }
    const field = plain[1]!;
    const known = changes.get(field);
    const change = known && 'from' in known ? known : { field, from: '', to: '' };
    changes.set(field, { ...change, [plain[2]!]: value });
  }
  return [...changes.values()];
}

/** What an admin changed in the settings: each field from what to what; a secret only as set, changed or cleared. */
export function SettingsChanges({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation();
  const fieldName = (field: string) => t(`adminAudit.settingsFields.${field}`, { defaultValue: field });
  const shown = (value: string) =>
    value === 'true' || value === 'false'
      ? t(`adminAudit.settingValue.${value}`)
      : value === ''
        ? t('adminAudit.settingValue.empty')
        : value;
  return (
    <ul className="audit-settings" aria-label={t('adminAudit.settingsChanges')}>
      {changesOf(details).map((change) => (
        <li key={change.field}>
          {'secret' in change
            ? t('adminAudit.settingSecret', {
                field: fieldName(change.field),
                change: t(`adminAudit.secretChange.${change.secret}`, { defaultValue: change.secret }),
              })
            : t('adminAudit.settingChange', {
                field: fieldName(change.field),
                from: shown(change.from),
                to: shown(change.to),
              })}
        </li>
      ))}
    </ul>
  );
}
