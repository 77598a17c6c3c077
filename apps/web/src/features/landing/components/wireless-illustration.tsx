/** Slide 3: studying anywhere, a laptop and a phone reaching the class over Wi-Fi. */
export function WirelessIllustration() {
  return (
    <svg viewBox="0 0 480 300" role="img" aria-hidden="true" width="100%" height="100%">
      <defs>
        <linearGradient id="wireless-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ebfbee" />
          <stop offset="1" stopColor="#d3f9d8" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" rx="18" fill="url(#wireless-bg)" />
      {/* access point with radio waves */}
      <rect x="216" y="60" width="48" height="18" rx="6" fill="#2f9e44" />
      <line x1="228" y1="60" x2="222" y2="40" stroke="#2f9e44" strokeWidth="4" strokeLinecap="round" />
      <line x1="252" y1="60" x2="258" y2="40" stroke="#2f9e44" strokeWidth="4" strokeLinecap="round" />
      <circle cx="240" cy="69" r="3" fill="#b2f2bb" />
      <g fill="none" stroke="#51cf66" strokeWidth="4" strokeLinecap="round">
        <path d="M200 100a56 56 0 0 0 80 0" />
        <path d="M182 114a80 80 0 0 0 116 0" opacity="0.7" />
        <path d="M164 128a104 104 0 0 0 152 0" opacity="0.45" />
      </g>
      {/* laptop */}
      <g>
        <rect x="70" y="150" width="150" height="92" rx="8" fill="#fff" stroke="#2b8a3e" strokeWidth="3" />
        <rect x="82" y="162" width="126" height="68" rx="3" fill="#d3f9d8" />
        <path d="M50 246h190l-14 14H64z" fill="#2b8a3e" />
        <circle cx="110" cy="196" r="9" fill="#40c057" />
        <circle cx="180" cy="196" r="9" fill="#40c057" />
        <circle cx="145" cy="176" r="9" fill="#2f9e44" />
        <path d="M110 196L145 176L180 196" stroke="#2b8a3e" strokeWidth="2.5" fill="none" />
        <rect x="100" y="214" width="90" height="6" rx="3" fill="#8ce99a" />
      </g>
      {/* phone */}
      <g>
        <rect x="330" y="140" width="78" height="130" rx="12" fill="#fff" stroke="#2b8a3e" strokeWidth="3" />
        <rect x="340" y="156" width="58" height="94" rx="4" fill="#d3f9d8" />
        <rect x="348" y="166" width="42" height="8" rx="4" fill="#40c057" />
        <rect x="348" y="182" width="32" height="6" rx="3" fill="#8ce99a" />
        <rect x="348" y="196" width="38" height="6" rx="3" fill="#8ce99a" />
        <rect x="348" y="222" width="42" height="18" rx="4" fill="#2f9e44" />
        <circle cx="369" cy="260" r="4" fill="#2b8a3e" />
      </g>
      <g stroke="#69db7c" strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" fill="none">
        <path d="M210 120Q180 130 165 150" />
        <path d="M270 120Q320 120 350 140" />
      </g>
    </svg>
  );
}
