/** Small line icons; decorative, the buttons carry the names. */
const base = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
  </svg>
);

export const BellIcon = () => (
  <svg {...base}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" {...stroke} />
  </svg>
);

export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" {...stroke} />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" {...stroke} />
  </svg>
);

export const GlobeIcon = () => (
  <svg {...base} width={18} height={18}>
    <circle cx="12" cy="12" r="9" {...stroke} />
    <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" {...stroke} />
  </svg>
);

export const PlusIcon = () => (
  <svg {...base} width={18} height={18}>
    <path d="M12 5v14M5 12h14" {...stroke} />
  </svg>
);

export const MessageIcon = () => (
  <svg {...base}>
    <path d="M4 5h16v11H9l-5 4V5z" {...stroke} />
  </svg>
);

export const SearchIcon = ({ size = 22 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <circle cx="11" cy="11" r="6.5" {...stroke} />
    <path d="M16 16l4.5 4.5" {...stroke} />
  </svg>
);

export const HistoryIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v3h3" {...stroke} />
    <path d="M12 8v4l3 2" {...stroke} />
  </svg>
);
