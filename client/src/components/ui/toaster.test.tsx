// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { ConfirmDialog } from './alert-dialog';
import Toaster from './toaster';
import { toast } from './use-toast';

function PromptWithToaster() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open prompt
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave the waitlist?"
        description="You will give up your place."
        cancelLabel="Stay in Line"
        actionLabel="Leave Waitlist"
        onAction={() => setOpen(false)}
      />
      <Toaster />
    </>
  );
}

describe('Escape with a toast over an open dialog', () => {
  it('when a toast appears while a dialog is open, then Escape closes the dialog and the toast stays', async () => {
    const { user } = renderInApp(<PromptWithToaster />);
    await user.click(screen.getByRole('button', { name: 'Open prompt' }));
    await screen.findByRole('alertdialog');
    act(() => void toast({ title: 'Could not join the waitlist' }));
    await screen.findAllByText('Could not join the waitlist');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByText('Could not join the waitlist').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open prompt' })),
    );
  });
});
