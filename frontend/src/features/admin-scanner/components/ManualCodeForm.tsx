import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/auth/TextField';
import { normalizeTicketCode } from '../lib/ticket-code';
import './ManualCodeForm.css';

/**
 * The printed code typed in: always there, the only way in without a camera. Enter checks it; the field
 * is then emptied and keeps the focus for the next ticket.
 */
export function ManualCodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeTicketCode(value);
    inputRef.current?.focus();
    if (code === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setValue('');
    onSubmit(code);
  };

  return (
    <section className="scanner-manual" aria-labelledby="scanner-manual-title">
      <h2 id="scanner-manual-title" className="section-title scanner-manual__title">
        {t('scanner.manual.heading')}
      </h2>
      <form className="scanner-manual__form" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          name="ticketCode"
          label={t('scanner.manual.label')}
          hint={t('scanner.manual.hint')}
          error={missing ? t('scanner.manual.required') : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button type="submit" className="button button--large scanner-manual__submit">
          {t('scanner.manual.submit')}
        </button>
      </form>
    </section>
  );
}
