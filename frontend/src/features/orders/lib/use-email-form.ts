import { useState, type ChangeEvent, type FormEvent } from 'react';
import { emailProblemOf } from '../../../lib/email-address';

/**
 * A form that asks for one e-mail address in its `email` field: the field's value and change handler,
 * what is wrong with the address once a submit was tried (a key under `checkout.validation`), and a
 * submit handler that focuses the field while the address is wrong and else hands it on, trimmed.
 */
export function useEmailForm(initialEmail: string, onValid: (email: string) => void) {
  const [email, setEmail] = useState(initialEmail);
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
    onValid(email.trim());
  };

  const field = {
    value: email,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setEmail(event.target.value);
    },
  };
  return { field, problem: attempted ? problem : undefined, submit };
}
