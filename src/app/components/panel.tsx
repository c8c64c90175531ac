import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface PanelProps {
  /** The head's title; without title and extra, the panel has no head. */
  title?: ReactNode;
  /** What stands at the head's end (a link). */
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A panel drawn as antd's small Card is, from the same theme tokens (border, radius, a 38 px head
 * in strong type, 12 px padding; dark mode included), without Card: antd's Card module brings
 * its Tabs (for a tab list the dashboard never shows) and their styles into the dashboard's first
 * screen (`npm run bench:web` shows their weight). The sign-in panel does without Card too.
 */
export function Panel({ title, extra, style, children }: PanelProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const head = title !== undefined || extra !== undefined;
  return (
    <div
      className="panel"
      style={{
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {head ? (
        <div
          className="panel-head"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.paddingXS,
            minHeight: token.fontSize * token.lineHeight + token.paddingXS * 2,
            padding: `0 ${token.paddingSM}px`,
            // As antd's Card head: its border overlaps the body's first pixel.
            marginBottom: -token.lineWidth,
            borderBottom: border,
            fontWeight: token.fontWeightStrong,
          }}
        >
          <div
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </div>
          {extra === undefined ? null : <div style={{ fontWeight: 'normal' }}>{extra}</div>}
        </div>
      ) : null}
      <div style={{ flex: 1, padding: token.paddingSM }}>{children}</div>
    </div>
  );
}
