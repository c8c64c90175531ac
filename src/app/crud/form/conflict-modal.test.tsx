// @vitest-environment jsdom
import type { BaseRecord, HttpError } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources';
import { baseFields, commonSchemas } from '../../../resources/common';
import ResourceEdit from '../resource-edit';
import { fakeDataProvider, renderInRefine, stubBrowser } from '../test/render';

beforeAll(stubBrowser);
afterEach(cleanup);

/** A resource of the test's own: the edit page is generated from any definition. */
const notes = defineResource({
  name: 'notes',
  table: 'notes',
  idColumn: 'id',
  idType: 'integer',
  label: 'note',
  titleField: 'title',
  defaultSort: { field: 'id', order: 'desc' },
  fields: { ...baseFields, title: { type: 'string', list: true }, body: { type: 'text' } },
  schema: (z) => {
    const { recordBase, versionField } = commonSchemas(z);
    return {
      record: z.object({ ...recordBase, title: z.string(), body: z.string() }),
      create: z.strictObject({ title: z.string().min(1, 'Required'), body: z.string() }),
      update: z.strictObject({
        ...versionField,
        title: z.string().min(1, 'Required').optional(),
        body: z.string().optional(),
      }),
    };
  },
  permissions: {
    admin: ['list', 'show', 'create', 'edit'],
    operator: [],
    viewer: [],
    customer: [],
  },
});

const mine: BaseRecord = {
  id: 1,
  version: 1,
  title: 'Old title',
  body: 'Shared body',
  createdAt: '',
  updatedAt: '',
};
const theirs: BaseRecord = { ...mine, version: 2, title: 'Their title', body: 'Their body' };
const conflict: HttpError = {
  statusCode: 409,
  code: 'VERSION_CONFLICT',
  message: 'This note was changed by someone else',
  // The conflict's copy is older than what the dialog then fetches.
  current: { ...theirs, body: 'Shared body' },
};

function renderEdit() {
  let stored = mine;
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: stored })),
    update: vi
      .fn()
      .mockImplementationOnce(async () => {
        stored = theirs;
        throw conflict;
      })
      .mockImplementation(async ({ variables }) => ({
        data: { ...stored, ...(variables as object), version: 3 },
      })),
  });
  renderInRefine(<ResourceEdit resource={notes} />, {
    dataProvider,
    route: { resource: 'notes', action: 'edit', id: '1' },
    extraResources: [
      { name: 'notes', list: '/notes', edit: '/notes/edit/:id', show: '/notes/show/:id' },
    ],
  });
  return dataProvider;
}

/** A button by its text (getByRole is slow on a whole antd page). */
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

/** The choice of one field in the dialog, by the field's label and the side. */
function choose(fieldLabel: string, side: 'Take theirs' | 'Keep mine') {
  const legend = [...document.querySelectorAll('legend')].find((node) =>
    node.textContent?.startsWith(fieldLabel),
  );
  const fieldset = legend?.closest('fieldset') as HTMLElement;
  fireEvent.click(within(fieldset).getByText(side));
}

async function editTitleAndSave(title: string) {
  const input = await screen.findByDisplayValue('Old title');
  fireEvent.change(input, { target: { value: title } });
  fireEvent.click(button('Save'));
  await screen.findByText('Someone else changed this note while you were editing');
  // Their latest version, fetched: the body the conflict's copy did not have yet.
  await screen.findByText('Their body');
}

describe('the version-conflict dialog of the edit page', () => {
  it('shows each field they changed beside mine and saves the chosen values on their version', async () => {
    const dataProvider = renderEdit();
    await editTitleAndSave('My title');
    expect(dataProvider.update.mock.calls[0]?.[0]).toMatchObject({
      id: '1',
      variables: { version: 1, title: 'My title' },
    });
    const dialog = within(document.querySelector('.ant-modal') as HTMLElement);
    expect(dialog.getByText('Their title')).toBeTruthy();
    expect(dialog.getByText('My title')).toBeTruthy();
    expect(dialog.getByText('Shared body')).toBeTruthy();
    // Only the title was changed on both sides.
    expect(dialog.getAllByText('changed by both')).toHaveLength(1);
    // Both changed the title: nothing applies until it is chosen.
    expect(button('Apply').disabled).toBe(true);
    choose('title', 'Keep mine');
    fireEvent.click(button('Apply'));

    expect(screen.getByDisplayValue('My title')).toBeTruthy();
    expect(screen.getByDisplayValue('Their body')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1]?.[0]).toMatchObject({
      variables: { version: 2, title: 'My title' },
    });
    // Their body was taken: it is theirs already and not sent again.
    expect(dataProvider.update.mock.calls[1]?.[0].variables).not.toHaveProperty('body');
  });

  it('sends a value kept as mine even where mine is the one they replaced', async () => {
    const dataProvider = renderEdit();
    await editTitleAndSave('My title');
    choose('title', 'Take theirs');
    choose('body', 'Keep mine');
    fireEvent.click(button('Apply'));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1]?.[0].variables).toEqual({
      version: 2,
      body: 'Shared body',
    });
  });

  it('discards mine: their version fills the form', async () => {
    const dataProvider = renderEdit();
    await editTitleAndSave('My title');
    fireEvent.click(button('Discard mine'));
    expect(await screen.findByDisplayValue('Their title')).toBeTruthy();
    expect(screen.queryByDisplayValue('My title')).toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByText('Someone else changed this note while you were editing'),
      ).toBeNull(),
    );
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });
});
