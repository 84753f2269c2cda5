/** Our own poster art, drawn over a gradient: nothing is fetched from the video host until play. */
export function VideoPoster() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <g fill="#ffffff" opacity="0.08">
        <rect x="24" y="120" width="22" height="60" rx="3" />
        <rect x="58" y="100" width="22" height="80" rx="3" />
        <rect x="92" y="108" width="22" height="72" rx="3" />
        <rect x="126" y="84" width="22" height="96" rx="3" />
        <rect x="160" y="70" width="22" height="110" rx="3" />
        <rect x="194" y="76" width="22" height="104" rx="3" />
        <rect x="228" y="52" width="22" height="128" rx="3" />
        <rect x="262" y="34" width="22" height="146" rx="3" />
      </g>
      <polyline
        points="20,130 70,108 104,116 138,90 172,76 206,82 240,58 296,36"
        fill="none"
        stroke="#6ee7b7"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.45"
      />
      <circle cx="296" cy="36" r="5" fill="#6ee7b7" opacity="0.6" />
    </svg>
  );
}
