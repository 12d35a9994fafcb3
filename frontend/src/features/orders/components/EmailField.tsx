import type { ComponentProps } from 'react';
import { TextField } from '../../../components/auth/TextField';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'type' | 'autoComplete' | 'inputMode' | 'required'
>;

/** The buyer's e-mail address, required; named `email`, which is how its form focuses it. */
export function EmailField(props: EmailFieldProps) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
