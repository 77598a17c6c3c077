/** Slide 1: a small campus network, router to switch to hosts, with packets on the links. */
export function TopologyIllustration() {
  const hosts = [90, 190, 290, 390];
  return (
    <svg viewBox="0 0 480 300" role="img" aria-hidden="true" width="100%" height="100%">
      <defs>
        <linearGradient id="topology-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e7f5ff" />
          <stop offset="1" stopColor="#c5f6fa" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" rx="18" fill="url(#topology-bg)" />
      <g stroke="#339af0" strokeWidth="3" strokeLinecap="round">
        <line x1="240" y1="58" x2="240" y2="128" />
        {hosts.map((x) => (
          <line key={x} x1="240" y1="150" x2={x} y2="222" />
        ))}
      </g>
      {/* cloud: the Internet */}
      <g stroke="#74c0fc" strokeWidth="4" fill="#74c0fc">
        <ellipse cx="240" cy="42" rx="48" ry="18" />
        <ellipse cx="218" cy="30" rx="22" ry="16" />
        <ellipse cx="258" cy="26" rx="24" ry="18" />
      </g>
      <g fill="#fff">
        <ellipse cx="240" cy="42" rx="48" ry="18" />
        <ellipse cx="218" cy="30" rx="22" ry="16" />
        <ellipse cx="258" cy="26" rx="24" ry="18" />
      </g>
      <text x="240" y="45" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1971c2" fontFamily="sans-serif">
        WAN
      </text>
      {/* router */}
      <g>
        <ellipse cx="240" cy="148" rx="42" ry="14" fill="#1864ab" />
        <rect x="198" y="126" width="84" height="22" fill="#1c7ed6" />
        <ellipse cx="240" cy="126" rx="42" ry="14" fill="#4dabf7" />
        <path
          d="M224 126h32M250 120l6 6-6 6M230 120l-6 6 6 6"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      {/* hosts */}
      {hosts.map((x) => (
        <g key={x}>
          <rect x={x - 26} y="222" width="52" height="34" rx="4" fill="#fff" stroke="#1c7ed6" strokeWidth="2.5" />
          <rect x={x - 20} y="228" width="40" height="22" rx="2" fill="#d0ebff" />
          <rect x={x - 8} y="256" width="16" height="6" fill="#1c7ed6" />
          <rect x={x - 18} y="262" width="36" height="4" rx="2" fill="#1c7ed6" />
        </g>
      ))}
      {/* packets travelling on the links */}
      <g fill="#fab005" stroke="#fff" strokeWidth="1.5">
        <rect x="232" y="84" width="16" height="11" rx="2" />
        <rect x="150" y="180" width="16" height="11" rx="2" />
        <rect x="318" y="196" width="16" height="11" rx="2" />
      </g>
      <text x="240" y="290" textAnchor="middle" fontSize="12" fill="#1971c2" fontFamily="monospace">
        192.168.1.0/24
      </text>
    </svg>
  );
}
