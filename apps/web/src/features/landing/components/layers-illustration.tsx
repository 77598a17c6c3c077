const layers = [
  { name: 'HTTP · DNS · DHCP', color: '#7048e8' },
  { name: 'TCP · UDP', color: '#1c7ed6' },
  { name: 'IPv4 · IPv6 · ICMP', color: '#0c8599' },
  { name: 'Ethernet · Wi-Fi', color: '#2b8a3e' },
  { name: '0 1 0 1 1 0 0 1', color: '#e67700' },
];

/** Slide 2: the layered model, a packet wrapped in headers as it goes down the stack. */
export function LayersIllustration() {
  return (
    <svg viewBox="0 0 480 300" role="img" aria-hidden="true" width="100%" height="100%">
      <rect width="480" height="300" rx="18" fill="#f3f0ff" />
      {layers.map((layer, index) => {
        const y = 30 + index * 50;
        return (
          <g key={layer.name}>
            <rect x="40" y={y} width="250" height="40" rx="8" fill={layer.color} opacity="0.92" />
            <text
              x="165"
              y={y + 25}
              textAnchor="middle"
              fontSize="14"
              fontWeight="700"
              fill="#fff"
              fontFamily="sans-serif"
            >
              {layer.name}
            </text>
            <text
              x="20"
              y={y + 25}
              textAnchor="middle"
              fontSize="13"
              fontWeight="700"
              fill={layer.color}
              fontFamily="sans-serif"
            >
              {5 - index}
            </text>
          </g>
        );
      })}
      {/* encapsulation: data gains a header at each layer */}
      <g fontFamily="monospace" fontSize="11" fontWeight="700">
        <rect x="330" y="38" width="60" height="24" rx="4" fill="#fff" stroke="#7048e8" strokeWidth="2" />
        <text x="360" y="54" textAnchor="middle" fill="#7048e8">
          DATA
        </text>
        <rect x="310" y="88" width="24" height="24" rx="4" fill="#1c7ed6" />
        <rect x="334" y="88" width="60" height="24" rx="4" fill="#fff" stroke="#1c7ed6" strokeWidth="2" />
        <text x="364" y="104" textAnchor="middle" fill="#1c7ed6">
          DATA
        </text>
        <rect x="300" y="138" width="20" height="24" rx="4" fill="#0c8599" />
        <rect x="320" y="138" width="20" height="24" rx="4" fill="#1c7ed6" />
        <rect x="340" y="138" width="60" height="24" rx="4" fill="#fff" stroke="#0c8599" strokeWidth="2" />
        <text x="370" y="154" textAnchor="middle" fill="#0c8599">
          DATA
        </text>
        <rect x="300" y="188" width="16" height="24" rx="4" fill="#2b8a3e" />
        <rect x="316" y="188" width="18" height="24" rx="4" fill="#0c8599" />
        <rect x="334" y="188" width="18" height="24" rx="4" fill="#1c7ed6" />
        <rect x="352" y="188" width="60" height="24" rx="4" fill="#fff" stroke="#2b8a3e" strokeWidth="2" />
        <rect x="412" y="188" width="16" height="24" rx="4" fill="#2b8a3e" />
        <text x="382" y="204" textAnchor="middle" fill="#2b8a3e">
          DATA
        </text>
      </g>
      <path d="M450 50v180" stroke="#845ef7" strokeWidth="3" strokeDasharray="6 6" />
      <path d="M442 222l8 12 8-12" fill="#845ef7" />
      <g stroke="#e67700" strokeWidth="3" fill="none">
        <path d="M300 262h20v-14h20v14h20v-14h20v14h20v-14h20v14h20" />
      </g>
    </svg>
  );
}
