// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceSessionEnded } from '../../providers/session-ended';
import { renderInRefine, stubBrowser } from '../test/render';
import { DraftRestoredAlert, useDraftOverSignIn } from './use-draft-over-sign-in';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function NoteForm() {
  const [form] = Form.useForm();
  const restored = useDraftOverSignIn(form, true);
  return (
    <Form form={form}>
      <DraftRestoredAlert shown={restored} />
      <Form.Item name="note" label="Note">
        <Input />
      </Form.Item>
    </Form>
  );
}

/** Types `note` as user `userId`, then ends the session once the form knows who typed it. */
async function typeThenEndSession(userId: number, note: string) {
  renderInRefine(<NoteForm />, { userId });
  fireEvent.change(await screen.findByLabelText('Note'), { target: { value: note } });
  await waitFor(() => {
    announceSessionEnded();
    expect(sessionStorage.length).toBe(1);
  });
  cleanup();
}

describe('useDraftOverSignIn', () => {
  it('puts back what the same user typed before the session ended, once, and says so', async () => {
    await typeThenEndSession(7, 'fragile, handle with care');

    renderInRefine(<NoteForm />, { userId: 7 });
    await waitFor(() =>
      expect(screen.getByLabelText('Note')).toHaveProperty('value', 'fragile, handle with care'),
    );
    expect(screen.getByText(/What you typed before signing in again is back/)).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });

  it('gives nothing of it to another user signing in in the same tab', async () => {
    await typeThenEndSession(7, 'the address of a customer');

    renderInRefine(<NoteForm />, { userId: 8 });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(screen.getByLabelText('Note')).toHaveProperty('value', '');
    expect(screen.queryByText(/What you typed before signing in again is back/)).toBeNull();
  });

  it('keeps nothing of a form left untouched', async () => {
    renderInRefine(<NoteForm />, { userId: 7 });
    await screen.findByLabelText('Note');
    await new Promise((resolve) => setTimeout(resolve, 50));
    announceSessionEnded();
    expect(sessionStorage.length).toBe(0);
  });
});
