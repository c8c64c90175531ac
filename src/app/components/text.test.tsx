// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Text, Title } from './text';

afterEach(cleanup);
const token = theme.getDesignToken();
/** The colour as jsdom reports a style's colour (rgb or rgba). */
const rgb = (color: string) => {
  const probe = document.createElement('span');
  probe.style.color = color;
  return probe.style.color;
};

describe('Text and Title', () => {
  it('colour a text by its tone, as antd’s Typography does', () => {
    render(
      <>
        <Text>plain</Text>
        <Text type="secondary">secondary</Text>
        <Text type="danger">danger</Text>
      </>,
    );
    expect(screen.getByText('plain').style.color).toBe(rgb(token.colorText));
    expect(screen.getByText('secondary').style.color).toBe(rgb(token.colorTextDescription));
    expect(screen.getByText('danger').style.color).toBe(rgb(token.colorErrorText));
  });

  it('put strong text in <strong> and a key in <kbd>, keeping the caller’s style', () => {
    render(
      <>
        <Text strong>Oscar</Text>
        <Text keyboard style={{ fontSize: 12 }}>
          Ctrl K
        </Text>
      </>,
    );
    const strong = screen.getByText('Oscar');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.style.fontWeight).toBe(String(token.fontWeightStrong));
    const key = screen.getByText('Ctrl K');
    expect(key.tagName).toBe('KBD');
    expect(key.parentElement?.style.fontSize).toBe('12px');
  });

  it('draw a heading of its level in antd’s heading size, the caller’s style last', () => {
    render(
      <>
        <Title level={3}>Good morning</Title>
        <Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Orders
        </Title>
      </>,
    );
    const greeting = screen.getByRole('heading', { level: 3, name: 'Good morning' });
    expect(greeting.style.fontSize).toBe(`${token.fontSizeHeading3}px`);
    expect(greeting.style.color).toBe(rgb(token.colorTextHeading));
    const orders = screen.getByRole('heading', { level: 1, name: 'Orders' });
    expect(orders.style.fontSize).toBe('24px');
    expect(orders.style.marginBottom).toBe('0px');
  });
});
