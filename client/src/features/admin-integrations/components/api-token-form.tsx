import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { apiTokenSchema } from '@shared/schemas/api-tokens';
import { TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-group';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateApiToken } from '../api/create-api-token';
import { SCOPE_OPTIONS } from '../integration-texts';
import { IntegrationForm } from './integration-form';
import { OneTimeSecretDialog, useOneTimeSecret } from './one-time-secret-dialog';
import { showServerFieldErrors } from './server-field-errors';

/** A new token: a name and a scope; its secret is shown once, in a dialog, when it is made. */
export function ApiTokenForm() {
  const create = useCreateApiToken();
  const secret = useOneTimeSecret(create);
  // The narrower scope first: write is chosen, not fallen into.
  const { handleSubmit, control, reset, setError, formRef, field } = useSchemaForm(
    apiTokenSchema,
    'api-token',
    { name: '', scope: 'read' },
  );
  const submitRef = useRef<HTMLButtonElement>(null);

  const submit = handleSubmit((values) =>
    mutateWithToasts(create, values, {
      success: ({ token }) => ({
        title: 'Token created',
        description: `${token.name} is ready to use.`,
      }),
      failure: { title: 'Could not create the token', fallback: 'Please try again.' },
      onSuccess: (created) => {
        reset();
        secret.show(created.secret);
      },
      onError: (error) => showServerFieldErrors(error, setError, ['name', 'scope']),
    }),
  );

  return (
    <>
      <IntegrationForm
        id="api-token-form"
        title="New token"
        formRef={formRef}
        onSubmit={submit}
        submitRef={submitRef}
        pending={create.isPending}
        submitLabel="Create token"
        pendingLabel="Creating…"
      >
        <TextField
          label="Name"
          autoComplete="off"
          hint="Say what will use it, such as Accounting export."
          className="sm:[&_input]:max-w-sm"
          {...field('name')}
        />
        <fieldset className="flex flex-col gap-1.5 sm:max-w-2xl max-sm:[&_[role=radiogroup]]:grid-cols-1">
          <legend className="mb-1.5 text-sm font-medium">Scope</legend>
          <Controller
            control={control}
            name="scope"
            render={({ field: scope }) => (
              <RadioCards
                name="api-token-scope"
                label="Scope"
                value={scope.value}
                options={SCOPE_OPTIONS}
                onValueChange={scope.onChange}
              />
            )}
          />
        </fieldset>
      </IntegrationForm>
      <OneTimeSecretDialog
        secret={secret.secret}
        title="Your new API token"
        label="API token"
        warning="Copy this token now. It will not be shown again."
        onClose={secret.close}
        returnFocusTo={submitRef}
      >
        <p className="text-sm text-muted-foreground">
          Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>.
        </p>
      </OneTimeSecretDialog>
    </>
  );
}
