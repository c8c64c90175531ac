// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyRadio, LazyTree } from './antd-table-stand-ins';

afterEach(cleanup);

/**
 * How long antd's module may take to load: under the whole suite on a slow two-core machine it
 * took over the second testing-library waits by default (2026-11-29).
 */
const loading = { timeout: 10_000 };

describe('the stand-ins for antd’s table tree and radio', () => {
  it('draws antd’s tree once it has loaded', async () => {
    render(
      <LazyTree
        checkable
        defaultExpandAll
        checkedKeys={['paid']}
        treeData={[{ key: 'open', title: 'Open', children: [{ key: 'paid', title: 'Paid' }] }]}
      />,
    );
    expect(await screen.findByText('Paid', undefined, loading)).toBeTruthy();
    expect(screen.getByText('Open').closest('[role="treeitem"]')).toBeTruthy();
    expect(document.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(2);
  });

  it('draws antd’s radio once it has loaded', async () => {
    render(<LazyRadio checked aria-label="Delivered" />);
    const radio = await screen.findByRole('radio', { name: 'Delivered' }, loading);
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(radio.closest('.ant-radio-wrapper')).toBeTruthy();
  });
});
