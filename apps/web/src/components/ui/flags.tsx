interface FlagProps {
  /** Accessible name; omit when a visible text label is next to the flag. */
  label?: string;
  className?: string;
}

function a11y(label?: string) {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
}

export function UsFlag({ label, className = 'h-4 w-6' }: FlagProps) {
  const stripes = Array.from({ length: 7 }, (_, i) => i * 2);
  return (
    <svg viewBox="0 0 38 20" className={`rounded-sm shadow-sm ${className}`} focusable="false" {...a11y(label)}>
      {label ? <title>{label}</title> : null}
      <rect width="38" height="20" fill="#fff" />
      {stripes.map((row) => (
        <rect key={row} y={(row * 20) / 13} width="38" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="15.2" height={(20 * 7) / 13} fill="#3c3b6e" />
      {[2, 5, 8].map((y) =>
        [2, 5, 8, 11, 14].map((x) => <circle key={`${x}-${y}`} cx={x - 0.5} cy={y} r="0.7" fill="#fff" />),
      )}
    </svg>
  );
}

export function MexicoFlag({ label, className = 'h-4 w-6' }: FlagProps) {
  return (
    <svg viewBox="0 0 21 12" className={`rounded-sm shadow-sm ${className}`} focusable="false" {...a11y(label)}>
      {label ? <title>{label}</title> : null}
      <rect width="7" height="12" fill="#006847" />
      <rect x="7" width="7" height="12" fill="#fff" />
      <rect x="14" width="7" height="12" fill="#ce1126" />
      <circle cx="10.5" cy="6" r="1.6" fill="#8c5a2b" />
      <path d="M9 7.2q1.5 1.2 3 0" stroke="#006847" strokeWidth="0.5" fill="none" />
    </svg>
  );
}
