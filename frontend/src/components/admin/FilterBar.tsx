import { useId, type ReactNode } from 'react';
import './admin-kit.css';

/**
 * A list's search and filters as one labelled row of fields (AdminSearchField, SelectFilter,
 * DateFilter); the fields wrap onto more lines as the screen narrows.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** A field of the bar: its label above the control, which gets the id the label points at. */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="filter-bar__field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface SelectFilterProps<Value extends string> {
  label: string;
  /** Undefined: no filter, the first option. */
  value: Value | undefined;
  /** The option for no filter, e.g. "Visos būsenos". */
  allLabel: string;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}

/** Any value that is not one of the options reads as no filter. */
const ALL = '';

export function SelectFilter<Value extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: SelectFilterProps<Value>) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          className="admin-field__control"
          value={value ?? ALL}
          onChange={(event) => {
            const picked = event.target.value;
            onChange(options.find((option) => option.value === picked)?.value);
          }}
        >
          <option value={ALL}>{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

interface DateFilterProps {
  label: string;
  /** `YYYY-MM-DD`; empty: no filter. */
  value: string;
  onChange: (value: string) => void;
}

/** A day picked in the browser's own date field; cleared, it reports an empty string. */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          className="admin-field__control"
          type="date"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FilterField>
  );
}
