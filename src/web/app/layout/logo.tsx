/** The RacePro mark: a gold "R" whose leg runs on like a racing line, on the brand green tile. */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
    <rect width="32" height="32" rx="7" fill="#0f4a38" stroke="#c9a227" strokeOpacity="0.45" />
    <path
      d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13m3 0 5 5"
      fill="none"
      stroke="#c9a227"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
