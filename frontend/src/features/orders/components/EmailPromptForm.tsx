import { useTranslation } from 'react-i18next';
import { useEmailForm } from '../lib/use-email-form';
import { EmailField } from './EmailField';

interface EmailPromptFormProps {
  onSubmit: (email: string) => void;
}

/** Asks for the buyer's e-mail address, without which an order is not shown (docs/web.md, "Screen rules"). */
export function EmailPromptForm({ onSubmit }: EmailPromptFormProps) {
  const { t } = useTranslation();
  const { field, problem, submit } = useEmailForm('', onSubmit);

  return (
    <form className="form result__form" noValidate onSubmit={submit}>
      <EmailField
        {...field}
        label={t('checkout.buyer.email')}
        error={problem ? t(`checkout.validation.${problem}`) : undefined}
      />
      <button type="submit" className="button">
        {t('checkout.success.check')}
      </button>
    </form>
  );
}
