import type { EventField, EventFormValues } from '../lib/event-form';
import { FormField } from './FormField';

/** What each tab of the event form gets: the values, each field's error to show, and a way to change one. */
export interface EventFieldsProps {
  values: EventFormValues;
  errorOf: (field: EventField) => string | undefined;
  onChange: <Field extends EventField>(field: Field, value: EventFormValues[Field]) => void;
}

interface EventTextFieldProps extends EventFieldsProps {
  field: Exclude<EventField, 'category'>;
  label: string;
  hint?: string;
  required?: boolean;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'datetime-local' | 'number';
  /** The id of a <datalist> to suggest values from. */
  list?: string;
}

/** A field of the event form; its `name` is the form's field name, which is how an error finds it. */
export function EventTextField({
  field,
  label,
  hint,
  required = false,
  multiline = false,
  type = 'text',
  list,
  values,
  errorOf,
  onChange,
}: EventTextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={errorOf(field)}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={field}
            className="admin-field__control"
            rows={5}
            required={required}
            value={values[field]}
            onChange={(event) => {
              onChange(field, event.target.value);
            }}
          />
        ) : (
          <input
            {...control}
            name={field}
            className="admin-field__control"
            type={type}
            list={list}
            min={type === 'number' ? 1 : undefined}
            step={type === 'number' ? 1 : undefined}
            inputMode={type === 'number' ? 'numeric' : undefined}
            required={required}
            value={values[field]}
            onChange={(event) => {
              onChange(field, event.target.value);
            }}
          />
        )
      }
    </FormField>
  );
}
