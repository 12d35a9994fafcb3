import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/auth/TextField';

interface DiscountCodeFormProps {
  /** The code the current quote applies, as the server names it; empty when none. */
  applied: string;
  /** Prices the order with the code; answers why it was refused, or undefined when it applies. */
  onApply: (code: string) => Promise<string | undefined>;
  onRemove: () => void;
  disabled: boolean;
}

/** An optional discount code, checked by pricing the order with it. */
export function DiscountCodeForm({ applied, onApply, onRemove, disabled }: DiscountCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [applying, setApplying] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('checkout.discount.required'));
      return;
    }
    setApplying(true);
    const refusal = await onApply(trimmed);
    setApplying(false);
    setError(refusal);
    if (!refusal) setCode('');
  };

  if (applied) {
    return (
      <div className="discount-code discount-code--applied">
        <p role="status">{t('checkout.discount.applied', { code: applied })}</p>
        <button type="button" className="link-button" disabled={disabled} onClick={onRemove}>
          {t('checkout.discount.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className="discount-code" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        name="discountCode"
        autoComplete="off"
        autoCapitalize="characters"
        label={t('checkout.discount.label')}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
        }}
      />
      <button type="submit" className="button button--secondary" disabled={disabled || applying}>
        {applying ? t('checkout.discount.applying') : t('checkout.discount.apply')}
      </button>
    </form>
  );
}
