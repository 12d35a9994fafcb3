import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import './admin-kit.css';

/** How long typing must pause before the search is sent (docs/web.md, "Screen rules"). */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminSearchFieldProps {
  label: string;
  placeholder: string;
  /** The search in force (from the address); trimmed. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter; never with the value in force. */
  onSearch: (value: string) => void;
}

/** The filter bar's search: sent as typing pauses, or at once on Enter. */
export function AdminSearchField({ label, placeholder, value, onSearch }: AdminSearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The search changed under the field (back button, a link): show it, unless it is what is being
  // typed anyway, where replacing the draft would swallow a trailing space between two words.
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }

  // The timer fires after later renders; it must see the search in force then, not when it was set,
  // or it would undo a filter picked while it was pending.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim();
    if (next !== latest.current.value) latest.current.onSearch(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  return (
    <form className="filter-bar__field filter-bar__field--search" role="search" onSubmit={submit}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="admin-field__control"
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            commit(text);
          }, SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
