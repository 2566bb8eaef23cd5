import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { WEBHOOK_EVENT_TYPES } from '@shared/constants';
import { webhookSchema } from '@shared/schemas/webhooks';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, TextField } from '@/components/ui/field';
import { apiUrl } from '@/lib/api-client';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateWebhook } from '../api/create-webhook';
import { EVENT_DESCRIPTIONS } from '../integration-texts';
import { IntegrationForm } from './integration-form';
import { OneTimeSecretDialog, useOneTimeSecret } from './one-time-secret-dialog';
import { showServerFieldErrors } from './server-field-errors';

const eventId = (type: string) => `webhook-event-${type}`;

/** Add endpoint: where to send and which events; its signing secret is shown once. */
export function WebhookForm() {
  const create = useCreateWebhook();
  const secret = useOneTimeSecret(create);
  const { handleSubmit, control, reset, setError, formRef, field } = useSchemaForm(
    webhookSchema,
    'webhook',
    { url: '', events: [] },
  );
  const submitRef = useRef<HTMLButtonElement>(null);

  const submit = handleSubmit(
    (values) =>
      mutateWithToasts(create, values, {
        success: ({ webhook }) => ({ title: 'Endpoint added', description: webhook.url }),
        failure: { title: 'Could not add the endpoint', fallback: 'Please try again.' },
        onSuccess: (created) => {
          reset();
          secret.show(created.secret);
        },
        onError: (error) => showServerFieldErrors(error, setError, ['url', 'events']),
      }),
    // Checkboxes carry no aria-invalid for the shared focus rule: the first takes focus here
    // when the events are the only thing wrong.
    (errors) => {
      if (errors.events && !errors.url)
        document.getElementById(eventId(WEBHOOK_EVENT_TYPES[0]))?.focus();
    },
  );

  return (
    <>
      <IntegrationForm
        id="webhook-form"
        title="Add endpoint"
        formRef={formRef}
        onSubmit={submit}
        submitRef={submitRef}
        pending={create.isPending}
        submitLabel="Add endpoint"
        pendingLabel="Adding…"
      >
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/marina-hook"
          className="sm:[&_input]:max-w-xl"
          {...field('url')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field: events, fieldState }) => (
            <fieldset
              className="flex flex-col gap-4"
              aria-describedby={fieldState.error ? 'webhook-events-error' : undefined}
            >
              <legend className="mb-3 text-sm font-medium">Events</legend>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  id={eventId(type)}
                  checked={events.value.includes(type)}
                  onCheckedChange={(checked) =>
                    events.onChange(
                      checked ? [...events.value, type] : events.value.filter((t) => t !== type),
                    )
                  }
                  label={type}
                  description={EVENT_DESCRIPTIONS[type]}
                />
              ))}
              <FieldError id="webhook-events-error" message={fieldState.error?.message} />
            </fieldset>
          )}
        />
      </IntegrationForm>
      <OneTimeSecretDialog
        secret={secret.secret}
        title="Your endpoint’s signing secret"
        label="Signing secret"
        warning="Copy this secret now. It will not be shown again."
        onClose={secret.close}
        returnFocusTo={submitRef}
      >
        <p className="text-sm text-muted-foreground">
          Use it to verify the <code className="font-mono">X-Marina-Signature</code> header.{' '}
          <a
            href={apiUrl('/api/docs')}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-accent underline underline-offset-2"
          >
            How to verify it (API documentation)
          </a>
        </p>
      </OneTimeSecretDialog>
    </>
  );
}
