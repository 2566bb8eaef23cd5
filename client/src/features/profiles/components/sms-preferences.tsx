import { useState } from 'react';
import type { SmsSettings } from '@shared/api/sms';
import { SMS_PREFERENCES_SAVED_MESSAGE } from '@shared/messages/sms';
import type { SmsPreferencesValues } from '@shared/schemas/sms';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSmsPreferences } from '../api/update-sms-preferences';

type Choice = keyof SmsPreferencesValues;

const CHOICES: { name: Choice; label: string; description: string }[] = [
  {
    name: 'confirmations',
    label: 'Confirmations and changes',
    description: 'When a booking is made, moved or cancelled, with its confirmation code.',
  },
  { name: 'reminders', label: 'Reminders', description: 'Before each haul-out or launch.' },
  {
    name: 'status',
    label: "The day's status",
    description: 'When the crew marks your service Done or No-show.',
  },
];

/** What a verified number receives: each choice is saved the moment it is ticked. */
export function SmsPreferences({ userId, sms }: { userId: number; sms: SmsSettings }) {
  const update = useUpdateSmsPreferences(userId);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (name: Choice, checked: boolean) => {
    setFailure(null);
    update.mutate(
      { [name]: checked },
      {
        onSuccess: ({ message }) => toast({ title: message ?? SMS_PREFERENCES_SAVED_MESSAGE }),
        onError: (error) =>
          setFailure(errorMessage(error, 'Your choice could not be saved. Please try again.')),
      },
    );
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold">Text me about</legend>
      {failure && <FormAlert>{failure}</FormAlert>}
      {CHOICES.map((choice) => (
        <Checkbox
          key={choice.name}
          id={`sms-${choice.name}`}
          checked={sms[choice.name]}
          onCheckedChange={(checked) => choose(choice.name, checked)}
          label={choice.label}
          description={choice.description}
        />
      ))}
    </fieldset>
  );
}
