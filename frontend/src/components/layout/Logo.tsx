/** The ticket mark; decorative because the brand link carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path
        d="M8 11.5a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2.5a2 2 0 0 0 0 4v2.5a2 2 0 0 0-2 2H10a2 2 0 0 0-2-2V18a2 2 0 0 0 0-4z"
        fill="#fff"
      />
      <path d="M16 12v8" stroke="var(--color-accent)" strokeWidth="1.6" strokeDasharray="2 2" />
    </svg>
  );
}
