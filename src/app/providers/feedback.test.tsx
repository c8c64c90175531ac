// @vitest-environment jsdom
import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../components/test-utils';
import { type Feedback, FeedbackProvider, useFeedback } from './feedback';

beforeAll(stubBrowser);
afterEach(cleanup);

/** Hands the test the provider's calls. */
function Caller({ got }: { got: (feedback: Feedback) => void }) {
  const feedback = useFeedback();
  useEffect(() => {
    got(feedback);
  }, [feedback, got]);
  return null;
}

const findNotice = (text: string) => screen.findByText(text);

describe('FeedbackProvider', () => {
  it('loads antd’s holders at the first call and shows what was called before, in order', async () => {
    let feedback: Feedback | undefined;
    render(
      <FeedbackProvider>
        <Caller got={(value) => (feedback = value)} />
      </FeedbackProvider>,
    );
    // Nothing of antd's notifications on the page before a call or the screen settling.
    expect(document.querySelector('.ant-notification, .ant-message')).toBeNull();
    act(() => {
      feedback?.notification.open({ message: 'Order saved', description: 'ORD-000001' });
      feedback?.message.success('Profile saved');
    });
    expect(await findNotice('Order saved')).toBeTruthy();
    expect(await findNotice('Profile saved')).toBeTruthy();
    // Once loaded, a call shows at once, and a notification closes by its key.
    act(() => feedback?.notification.info({ key: 'k', message: 'New order' }));
    expect(await findNotice('New order')).toBeTruthy();
    act(() => feedback?.notification.destroy('k'));
    await vi.waitFor(() => expect(screen.queryByText('New order')).toBeNull(), { timeout: 5000 });
  });
});
