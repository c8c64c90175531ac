// @vitest-environment jsdom
import type { BaseRecord, HttpError } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
const theirs: BaseRecord = { ...mine, version: 2, title: 'Their title' };
const conflict: HttpError = {
  statusCode: 409,
  code: 'VERSION_CONFLICT',
  message: 'This note was changed by someone else',
  current: theirs,
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

async function editTitleAndSave(title: string) {
  const input = await screen.findByDisplayValue('Old title');
  fireEvent.change(input, { target: { value: title } });
  fireEvent.click(button('Save'));
  return screen.findByText('Someone else changed this note while you were editing');
}

describe('the version-conflict dialog of the edit page', () => {
  it('keeps the edits and saves them on top of the current version', async () => {
    const dataProvider = renderEdit();
    await editTitleAndSave('My title');
    expect(dataProvider.update.mock.calls[0]?.[0]).toMatchObject({
      id: '1',
      variables: { version: 1, title: 'My title' },
    });

    fireEvent.click(button('Keep editing'));
    expect(screen.getByDisplayValue('My title')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    // Only the field the user changed, on top of their version: their other changes stay.
    expect(dataProvider.update.mock.calls[1]?.[0]).toMatchObject({
      variables: { version: 2, title: 'My title' },
    });
    expect(dataProvider.update.mock.calls[1]?.[0].variables).not.toHaveProperty('body');
  });

  it('reloads the server record into the form, dropping the edits', async () => {
    const dataProvider = renderEdit();
    await editTitleAndSave('My title');
    const calls = dataProvider.getOne.mock.calls.length;
    fireEvent.click(button('Reload'));
    expect(await screen.findByDisplayValue('Their title')).toBeTruthy();
    expect(dataProvider.getOne.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.queryByDisplayValue('My title')).toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByText('Someone else changed this note while you were editing'),
      ).toBeNull(),
    );
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });
});
