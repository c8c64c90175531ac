import { Button, Tooltip } from 'antd';
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

/** The map's zoom buttons, over its top right corner. */
export function MapButtons({
  onZoomIn,
  onZoomOut,
  onReset,
  zoomed,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  zoomed: boolean;
}) {
  const { t } = useTranslation();
  const buttons = [
    { label: t('board.map.zoomIn'), icon: ZoomIn, onClick: onZoomIn, disabled: false },
    { label: t('board.map.zoomOut'), icon: ZoomOut, onClick: onZoomOut, disabled: !zoomed },
    { label: t('board.map.reset'), icon: Maximize2, onClick: onReset, disabled: !zoomed },
  ];
  return (
    <div style={{ position: 'absolute', top: 8, right: 8, display: 'grid', gap: 4, zIndex: 1 }}>
      {buttons.map(({ label, icon: Icon, onClick, disabled }) => (
        <Tooltip key={label} title={label} placement="left">
          <Button
            size="small"
            aria-label={label}
            icon={<Icon size={14} aria-hidden />}
            onClick={onClick}
            disabled={disabled}
          />
        </Tooltip>
      ))}
    </div>
  );
}
