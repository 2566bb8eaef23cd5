import type { ApiToken } from '@shared/api/api-tokens';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Revoke, after a confirm that says what it breaks. */
export function RevokeTokenButton({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <DeleteButton
      label="Revoke"
      ariaLabel={`Revoke ${token.name}`}
      title={`Revoke ${token.name}?`}
      description="Anything using it stops working at once."
      cancelLabel="Keep Token"
      actionLabel="Revoke Token"
      busyLabel="Revoking…"
      failure="Could not revoke the token"
      remove={() => revoke.mutateAsync(token.id)}
      busy={revoke.isPending}
      onDeleted={() =>
        toast({ title: 'Token revoked', description: `${token.name} no longer works.` })
      }
      focusAfter={() => document.getElementById('api-token-name')}
    />
  );
}
