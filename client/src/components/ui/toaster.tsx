import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '@/lib/cn';
import { closeTopDialog, dismissToast, removeToast, useToasts } from './use-toast';

/**
 * Radix toasts: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region
 * (docs/product.md#constants).
 */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              window.setTimeout(() => removeToast(item.id), 200);
            }
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          // A toast shown over an open dialog is the newest layer and would take its Escape.
          onEscapeKeyDown={(event) => {
            if (closeTopDialog()) event.preventDefault();
          }}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md px-2 py-1 text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        data-testid="toast-viewport"
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
