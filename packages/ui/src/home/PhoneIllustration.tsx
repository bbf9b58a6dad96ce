import { useLingui } from "@lingui/react/macro";
import { useBrand } from "../brand/BrandProvider";

/** The app on a phone, drawn inline so the hero needs no image download. */
export function PhoneIllustration({ className }: { className?: string }) {
  const { t } = useLingui();
  const { name: brandName } = useBrand();
  return (
    <svg
      className={className}
      viewBox="0 0 300 600"
      width="300"
      height="600"
      role="img"
      aria-label={t`The ${brandName} app on a phone, showing a gold balance and a rising price chart`}
    >
      <defs>
        <linearGradient id="gw-phone-gold" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#f7dc8a" />
          <stop offset="0.5" stopColor="#d9a630" />
          <stop offset="1" stopColor="#a8761a" />
        </linearGradient>
        <linearGradient id="gw-phone-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#d9a630" stopOpacity="0.45" />
          <stop offset="1" stopColor="#d9a630" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect
        x="6"
        y="6"
        width="288"
        height="588"
        rx="44"
        fill="#0f1311"
        stroke="#3a3f3c"
        strokeWidth="4"
      />
      <rect x="20" y="20" width="260" height="560" rx="32" fill="#fbf8f1" />
      <rect x="115" y="32" width="70" height="18" rx="9" fill="#0f1311" />
      <rect x="40" y="80" width="220" height="150" rx="20" fill="url(#gw-phone-gold)" />
      <text x="60" y="118" fontSize="15" fill="#2b1f05" fontFamily="system-ui, sans-serif">
        Au
      </text>
      <text
        x="60"
        y="168"
        fontSize="36"
        fontWeight="700"
        fill="#2b1f05"
        fontFamily="system-ui, sans-serif"
      >
        16.74 g
      </text>
      <text x="60" y="204" fontSize="16" fill="#2b1f05" fontFamily="system-ui, sans-serif">
        A$ 2,809.37
      </text>
      <path
        d="M40 380 L80 360 L110 368 L150 330 L185 338 L220 300 L260 285 L260 420 L40 420 Z"
        fill="url(#gw-phone-fill)"
      />
      <path
        d="M40 380 L80 360 L110 368 L150 330 L185 338 L220 300 L260 285"
        fill="none"
        stroke="#b8861c"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="40" y="450" width="104" height="48" rx="24" fill="#1f2a24" />
      <rect
        x="156"
        y="450"
        width="104"
        height="48"
        rx="24"
        fill="none"
        stroke="#1f2a24"
        strokeWidth="2"
      />
      <circle cx="92" cy="474" r="9" fill="#f7dc8a" />
      <path
        d="M200 474 h16 m-6 -6 l6 6 l-6 6"
        stroke="#1f2a24"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="110" y="556" width="80" height="5" rx="2.5" fill="#0f1311" opacity="0.5" />
    </svg>
  );
}
