// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// antd's module may take longer to load than Testing Library waits by default.
import '../test-timeouts';
import { LazyRadio, LazyTree } from './antd-table-stand-ins';

afterEach(cleanup);

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
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.getByText('Open').closest('[role="treeitem"]')).toBeTruthy();
    expect(document.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(2);
  });

  it('draws antd’s radio once it has loaded', async () => {
    render(<LazyRadio checked aria-label="Delivered" />);
    const radio = await screen.findByRole('radio', { name: 'Delivered' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(radio.closest('.ant-radio-wrapper')).toBeTruthy();
  });
});
