const brands = ['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB', 'Diners Club'];

/** The accepted-brands strip beside the card number (an inline image, no third-party asset). */
export function AcceptedCards() {
  const w = 46;
  return (
    <svg className="co-brands" role="img" aria-label={`Accepted cards: ${brands.join(', ')}`} width={brands.length * (w + 4)} height={28} viewBox={`0 0 ${brands.length * (w + 4)} 28`}>
      {brands.map((b, i) => (
        <g key={b} transform={`translate(${i * (w + 4)},0)`}>
          <rect width={w} height={28} rx={4} fill="#fff" stroke="#55605a" />
          <text x={w / 2} y={18} textAnchor="middle" fontSize="9" fontFamily="system-ui, sans-serif" fill="#1d2320">
            {b === 'American Express' ? 'AMEX' : b === 'Diners Club' ? 'DINERS' : b.toUpperCase().slice(0, 6)}
          </text>
        </g>
      ))}
    </svg>
  );
}
