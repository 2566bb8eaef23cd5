// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@shared/api/api-tokens';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { anApiToken } from '@/test/integrations';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { ApiTokensCard } from './api-tokens-card';

const SECRET = 'mt_3kQ9xY7pL2vN8bR4cT6wZ1aS5dF0gH3jK9mQ2';

/** GET /api/tokens answers whatever `state.tokens` holds now, so a change shows after a refetch. */
function setUp(initial: ApiToken[], routes: Record<string, FakeRoute> = {}) {
  const state = { tokens: initial };
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/tokens': () => ok({ tokens: state.tokens }),
    ...routes,
  });
  const view = renderInApp(
    <>
      <ApiTokensCard />
      <Toaster />
    </>,
  );
  return { api, state, ...view };
}

const rows = () => screen.findAllByTestId('token-row');
const create = () => screen.getByRole('button', { name: 'Create token' });

describe('API tokens: the list', () => {
  it('when there are none, then the card says so in words', async () => {
    setUp([]);
    expect(await screen.findByRole('heading', { name: 'No tokens yet' })).toBeTruthy();
  });

  it('when tokens exist, then each shows its name, scope, prefix, maker and when it was last used', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    setUp([
      anApiToken({ id: 4, name: 'Website', scope: 'write', lastUsedAt: fiveMinutesAgo }),
      anApiToken(),
    ]);
    const [website, accounting] = await rows();
    expect(within(website!).getByText('Read and write')).toBeTruthy();
    expect(website!.textContent).toContain('Last used 5 minutes ago');
    expect(within(accounting!).getByText('Read only')).toBeTruthy();
    expect(within(accounting!).getByText('Never used')).toBeTruthy();
    expect(within(accounting!).getByText('mt_3kQ9…').tagName).toBe('CODE');
    expect(accounting!.textContent).toContain('Created by Ann Lee on Nov 2, 2026');
  });
});

describe('API tokens: the form', () => {
  it('when the name is left empty, then the rule shows under the field, which takes focus, and nothing is sent', async () => {
    const { api, user } = setUp([]);
    await screen.findByText('No tokens yet');
    await user.click(create());
    const name = screen.getByLabelText('Name');
    expect((await screen.findByRole('alert')).textContent).toBe('Give the token a name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.callsTo('POST /api/tokens')).toHaveLength(0);
  });

  it('when the name is too long, then the schema’s limit shows under the field', async () => {
    const { user } = setUp([]);
    await user.type(await screen.findByLabelText('Name'), 'x'.repeat(61));
    await user.click(create());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Name must be at most 60 characters',
    );
  });

  it('when the server refuses the name, then its message shows under the field', async () => {
    const message = 'A token is already called Website';
    const { user } = setUp([], {
      'POST /api/tokens': {
        status: 400,
        body: { message: 'Invalid request', code: 'invalid', errors: [{ path: 'name', message }] },
      },
    });
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Website');
    await user.click(create());
    const error = await screen.findByText(message, { selector: '[id="api-token-name-error"]' });
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
  });
});

describe('API tokens: the secret, shown once', () => {
  function creating() {
    return setUp([], {
      'POST /api/tokens': ({ body }) => ({
        status: 201,
        body: { token: anApiToken({ ...(body as object), scope: 'write' }), secret: SECRET },
      }),
    });
  }

  it('when a write token is created, then its secret shows once with Copy, and after Done it is nowhere on the page, the list showing the token without it', async () => {
    const { api, state, user } = creating();
    await user.type(await screen.findByLabelText('Name'), ' Website ');
    await user.click(screen.getByRole('radio', { name: /^Read and write/ }));
    state.tokens = [anApiToken({ name: 'Website', scope: 'write' })];
    await user.click(create());

    const dialog = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(dialog.textContent).toContain('Copy this token now. It will not be shown again.');
    const field = within(dialog).getByLabelText<HTMLInputElement>('API token');
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(field.className).toContain('font-mono');
    expect(api.callsTo('POST /api/tokens').map((call) => call.body)).toEqual([
      { name: 'Website', scope: 'write' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(create()));
    const [row] = await rows();
    expect(row!.textContent).toContain('Website');
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('when the clipboard is refused, then the secret is left selected to copy by hand', async () => {
    const { user } = creating();
    await user.type(await screen.findByLabelText('Name'), 'Website');
    await user.click(create());
    const dialog = await screen.findByRole('dialog', { name: 'Your new API token' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // The admin had clicked into the field: nothing selected when Copy fails.
    const field = within(dialog).getByLabelText<HTMLInputElement>('API token');
    field.setSelectionRange(3, 3);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(field.selectionEnd! - field.selectionStart!).toBe(SECRET.length));
    expect(
      await screen.findByText('It is selected: copy it with your keyboard or menu.'),
    ).toBeTruthy();
  });
});

describe('API tokens: Revoke', () => {
  it('when Revoke is pressed, then it asks first; Keep Token changes nothing, Revoke Token revokes it and the row goes', async () => {
    const { api, state, user } = setUp([anApiToken()], {
      'DELETE /api/tokens/3': () => {
        state.tokens = [];
        return ok({ message: 'Token revoked', id: 3 });
      },
    });
    await rows();
    const revoke = screen.getByRole('button', { name: 'Revoke Accounting export' });
    await user.click(revoke);
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke Accounting export?' });
    expect(dialog.textContent).toContain('Anything using it stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Token' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/tokens/3')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(revoke));

    await user.click(revoke);
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke Accounting export?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Token' }));

    expect(await screen.findByRole('heading', { name: 'No tokens yet' })).toBeTruthy();
    expect(api.callsTo('DELETE /api/tokens/3')).toHaveLength(1);
    expect(await screen.findByText('Accounting export no longer works.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });
});
