import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/auth/TextField';
import { emailProblemOf } from '../../../lib/email-address';

interface EmailPromptFormProps {
  onSubmit: (email: string) => void;
}

/** Asks for the buyer's e-mail address, without which an order is not shown (SPEC §5). */
export function EmailPromptForm({ onSubmit }: EmailPromptFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problem = emailProblemOf(email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem) {
      const input = event.currentTarget.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <form className="form result__form" noValidate onSubmit={submit}>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        label={t('checkout.buyer.email')}
        value={email}
        error={attempted && problem ? t(`checkout.validation.${problem}`) : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <button type="submit" className="button">
        {t('checkout.success.check')}
      </button>
    </form>
  );
}
