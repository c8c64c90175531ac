import { theme } from 'antd';
import { PackageCheck } from 'lucide-react';

/** The app's mark: a checked parcel on the brand colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        width: size,
        height: size,
        flex: 'none',
        display: 'inline-grid',
        placeItems: 'center',
        borderRadius: Math.round(size / 4),
        background: token.colorPrimary,
        color: '#fff',
      }}
    >
      <PackageCheck size={Math.round(size * 0.6)} strokeWidth={2.2} />
    </span>
  );
}
